import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TextField } from './form-field';

// the storefront runs on Preact (docs/decisions/0011-preact-compat.md), so this renders with it
describe('TextField', () => {
  let root: HTMLElement;
  beforeEach(() => {
    root = document.createElement('div');
    document.body.append(root);
  });
  afterEach(() => {
    render(null, root);
    root.remove();
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

  it('is described by its hint alone while valid', () => {
    render(<TextField label="Phone" name="phone" hint="A Libyan mobile number" />, root);
    expect(root.querySelector('input')!.hasAttribute('aria-invalid')).toBe(false);
    expect(description()).toEqual(['A Libyan mobile number']);
  });
});
