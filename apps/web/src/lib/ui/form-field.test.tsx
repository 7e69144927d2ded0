import { render } from 'preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { preactRoot } from '../../test/preact-root';
import { act } from 'preact/test-utils';
import { FormError, TextField } from './form-field';

// the storefront runs on Preact (docs/decisions/0011-preact-compat.md), so this renders with it
describe('TextField', () => {
  const rootOf = preactRoot();
  let root: HTMLElement;
  beforeEach(() => {
    root = rootOf();
  });

  /** The texts the input's aria-describedby points at, in order; null for an id not on the page. */
  const description = () =>
    root
      .querySelector('input')!
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? null);

  it('keeps its hint beside an error, and is described by the error and then the hint', () => {
    render(
      <TextField label="Phone" name="phone" hint="A Libyan mobile number" error="This field is required." />,
      root,
    );
    expect(root.querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
    expect(description()).toEqual(['This field is required.', 'A Libyan mobile number']);
  });

  it('turns the Arabic-Indic digits of a phone into 0–9 as they are typed, the caret where it was', () => {
    const values: string[] = [];
    act(() =>
      render(
        <TextField label="Phone" name="phone" type="tel" onChange={(e) => values.push(e.currentTarget.value)} />,
        root,
      ),
    );
    const input = root.querySelector('input')!;
    act(() => {
      input.value = '٠٩١ ٢٣٤ ۵٦٧٨';
      input.setSelectionRange(3, 3);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.value).toBe('091 234 5678');
    expect(values).toEqual(['091 234 5678']);
    expect([input.selectionStart, input.selectionEnd]).toEqual([3, 3]);
  });

  it('leaves the digits of other fields as typed', () => {
    act(() => render(<TextField label="Address" name="near_place" />, root));
    const input = root.querySelector('input')!;
    act(() => {
      input.value = 'شارع ١٢';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(input.value).toBe('شارع ١٢');
  });

  it('is described by its hint alone while valid', () => {
    render(<TextField label="Phone" name="phone" hint="A Libyan mobile number" />, root);
    expect(root.querySelector('input')!.hasAttribute('aria-invalid')).toBe(false);
    expect(description()).toEqual(['A Libyan mobile number']);
  });
});

describe('FormError', () => {
  const rootOf = preactRoot();
  let root: HTMLElement;
  beforeEach(() => {
    root = rootOf();
  });

  it('takes the keyboard’s focus when the page’s body had it (the button was disabled while the form waited)', () => {
    (document.activeElement as HTMLElement | null)?.blur();
    act(() => render(<FormError error="This link has expired." />, root));
    expect(document.activeElement?.textContent).toBe('This link has expired.');
    expect(document.activeElement?.getAttribute('role')).toBe('alert');
  });

  it('leaves the focus where the shopper put it', () => {
    const input = document.createElement('input');
    root.before(input);
    input.focus();
    act(() => render(<FormError error="Please check the highlighted fields." />, root));
    expect(document.activeElement).toBe(input);
    input.remove();
  });
});
