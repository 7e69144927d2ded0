import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerErrors, splitFieldErrors } from './form-errors';

type Form = { email: string; phone: string; guest_name: string };
const FIELDS = ['email', 'phone', 'guest_name'] as const;
const refused = (errors: Record<string, string[]>, message = 'The data is not valid.') =>
  new ApiError(422, { message, errors }, 'fallback');

describe('server field errors', () => {
  it('takes the first message of each form field in form order and keeps the rest for the form', () => {
    const { matched, rest } = splitFieldErrors(
      { phone: ['bad phone', 'second'], email: ['taken'], is_subscriber: ['This field is not allowed.'] },
      ['email', 'phone', 'password'] as const,
    );
    expect(matched).toEqual([
      ['email', 'taken'],
      ['phone', 'bad phone'],
    ]);
    expect(rest).toEqual(['This field is not allowed.']);
  });

  it('puts each 422 error on its field, focusing the first, and leaves no summary', () => {
    const setError = vi.fn();
    const summary = applyServerErrors<Form>(refused({ phone: ['bad phone'], email: ['taken'] }), {
      fields: FIELDS,
      setError,
      fallback: 'Something went wrong',
    });
    expect(summary).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'taken' }, { shouldFocus: true }],
      ['phone', { type: 'server', message: 'bad phone' }, { shouldFocus: false }],
    ]);
  });

  it('maps server keys to the form field they belong to, and lets the page show keys of its own', () => {
    const setError = vi.fn();
    const shown: string[] = [];
    const summary = applyServerErrors<Form>(
      refused({ first_name: ['name too short'], discount_code: ['expired'], 'products.0.uuid': ['gone'] }),
      {
        fields: FIELDS,
        setError,
        fallback: 'Something went wrong',
        fieldOf: (key) => (key === 'first_name' ? 'guest_name' : null),
        claim: (key, message) => key === 'discount_code' && shown.push(message) > 0,
      },
    );
    expect(setError).toHaveBeenCalledWith(
      'guest_name',
      { type: 'server', message: 'name too short' },
      { shouldFocus: true },
    );
    expect(shown).toEqual(['expired']);
    expect(summary).toBe('gone');
  });

  it('gives the summary when no error has a place, the refusal for other 4xx, the fallback for 5xx and network', () => {
    const target = { fields: FIELDS, setError: vi.fn(), fallback: 'Something went wrong' };
    expect(applyServerErrors<Form>(refused({}, 'Please try again.'), target)).toBe('Please try again.');
    expect(applyServerErrors<Form>(refused({}), { ...target, shownElsewhere: true })).toBeNull();
    expect(applyServerErrors<Form>(new ApiError(429, { message: 'Too many tries.' }, 'x'), target)).toBe(
      'Too many tries.',
    );
    expect(applyServerErrors<Form>(new ApiError(503, { message: 'down' }, 'x'), target)).toBe('Something went wrong');
    expect(applyServerErrors<Form>(new ApiError(0, null, 'offline'), target)).toBe('Something went wrong');
    expect(applyServerErrors<Form>(new TypeError('boom'), target)).toBe('Something went wrong');
    expect(target.setError).not.toHaveBeenCalled();
  });
});
