import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { showServerErrors, typedNumber } from './form-errors';

describe('form errors from the API', () => {
  const refused = new ApiError(
    422,
    {
      message: 'The given data was invalid.',
      errors: {
        'phones.1': ['Please enter a valid Libyan phone number such as 0912345678.'],
        whatsapp: ['Please enter a valid Libyan phone number such as 0912345678.'],
        'social_links.0.url': ['Please enter a full address starting with https://'],
      },
    },
    'Unprocessable',
  );

  it('puts each field error on its field, renamed where the form names it otherwise, the keyboard on the first', () => {
    const setError = vi.fn();
    const rename = (f: string) => (/^phones\.\d+$/.test(f) ? `${f}.value` : f);
    const above = showServerErrors(refused, setError, ['phones', 'whatsapp', 'social_links'], 'offline', rename);
    expect(above).toBeNull();
    expect(setError.mock.calls).toEqual([
      [
        'phones.1.value',
        { message: 'Please enter a valid Libyan phone number such as 0912345678.' },
        { shouldFocus: true },
      ],
      ['whatsapp', { message: 'Please enter a valid Libyan phone number such as 0912345678.' }, { shouldFocus: false }],
      ['social_links.0.url', { message: 'Please enter a full address starting with https://' }, { shouldFocus: false }],
    ]);
  });

  it('puts the keyboard on the refused field the form shows first, whatever order the server named them in', () => {
    const setError = vi.fn();
    showServerErrors(refused, setError, ['social_links', 'whatsapp', 'phones'], 'offline');
    expect(setError.mock.calls.map(([name, , options]) => [name, options])).toEqual([
      ['social_links.0.url', { shouldFocus: true }],
      ['whatsapp', { shouldFocus: false }],
      ['phones.1', { shouldFocus: false }],
    ]);
  });

  it("shows the server's message above the form when no error belongs to one of its fields", () => {
    const setError = vi.fn();
    expect(showServerErrors(refused, setError, ['name'], 'offline')).toBe('The given data was invalid.');
    expect(setError).not.toHaveBeenCalled();
    expect(showServerErrors(new ApiError(0, null, 'Network error'), setError, ['name'], 'offline')).toBe('offline');
  });

  it('reads amounts typed with Arabic-Indic digits and the Arabic decimal point', () => {
    expect(typedNumber('١٣٫٢٥٠')).toBe(13.25);
    expect(typedNumber(' 7.5 ')).toBe(7.5);
    expect(typedNumber('')).toBeNull();
    // no number: sent as typed, for the API to name the field
    expect(typedNumber('abc')).toBe('abc');
    expect(typedNumber(' 12,5 ')).toBe('12,5');
  });
});
