import { render } from 'preact';
import { useState } from 'react';
import { act } from 'preact/test-utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preactRoot } from '../../test/preact-root';
import { initI18n } from '../i18n/i18n';
import { QuantityStepper } from './quantity-stepper';

// the storefront runs on Preact (docs/decisions/0011-preact-compat.md), so this renders with it
describe('QuantityStepper', () => {
  const rootOf = preactRoot();
  let root: HTMLElement;
  beforeAll(() => initI18n('ar'));
  beforeEach(() => {
    root = rootOf();
  });

  const field = () => root.querySelector<HTMLInputElement>('[role="spinbutton"]')!;
  const type = (text: string) =>
    act(() => {
      field().value = text;
      field().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const press = (key: string) =>
    act(() => {
      field().dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    });

  it('reads Arabic-Indic digits as typed on an Arabic keyboard, and nothing else as a quantity', () => {
    const onChange = vi.fn();
    act(() => render(<QuantityStepper value={1} onChange={onChange} label="Quantity" max={20} />, root));
    type('١٢');
    expect(onChange).toHaveBeenLastCalledWith(12);
    type('۳');
    expect(onChange).toHaveBeenLastCalledWith(3);
    type('x');
    type('0x10');
    type('-3');
    type('');
    expect(onChange).toHaveBeenCalledTimes(2);
    // left holding no number, the field shows the quantity there is again
    act(() => {
      field().dispatchEvent(new FocusEvent('blur'));
      field().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    });
    expect(field().value).toBe('1');
  });

  it('keeps what is typed while a digit is rubbed out and another typed: 3, erased, 7 is 7, not 17', () => {
    function Product() {
      const [quantity, setQuantity] = useState(1);
      return (
        <>
          <QuantityStepper value={quantity} onChange={setQuantity} label="Quantity" max={20} />
          <output>{quantity}</output>
        </>
      );
    }
    act(() => render(<Product />, root));
    type('3');
    expect(root.querySelector('output')?.textContent).toBe('3');
    type('');
    expect(field().value).toBe('');
    type('7');
    expect(field().value).toBe('7');
    expect(root.querySelector('output')?.textContent).toBe('7');
    type('2.');
    expect(field().value).toBe('2.');
    expect(root.querySelector('output')?.textContent).toBe('7');
  });

  it('is a spin button the arrow keys step within its bounds', () => {
    const onChange = vi.fn();
    act(() => render(<QuantityStepper value={2} onChange={onChange} label="Quantity" max={3} />, root));
    expect(field().getAttribute('aria-valuenow')).toBe('2');
    expect(field().getAttribute('aria-valuemax')).toBe('3');
    press('ArrowUp');
    expect(onChange).toHaveBeenLastCalledWith(3);
    // from the number shown (3), not from the quantity the field was given
    press('ArrowDown');
    expect(onChange).toHaveBeenLastCalledWith(2);
    onChange.mockClear();
    act(() => render(<QuantityStepper value={3} onChange={onChange} label="Quantity" max={3} />, root));
    press('ArrowUp');
    expect(onChange).not.toHaveBeenCalled();
    // a number typed above the most steps down from itself
    type('9');
    press('ArrowDown');
    expect(onChange).toHaveBeenLastCalledWith(8);
  });

  it('on a field committed when left (a cart line), steps the number shown and commits it once, on leaving', () => {
    const onChange = vi.fn();
    act(() => render(<QuantityStepper value={2} onChange={onChange} label="Quantity" max={9} commit="leave" />, root));
    type('٥');
    expect(field().getAttribute('aria-valuenow')).toBe('5');
    press('ArrowUp');
    press('ArrowUp');
    expect(field().value).toBe('7');
    expect(field().getAttribute('aria-valuenow')).toBe('7');
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      field().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      field().dispatchEvent(new FocusEvent('blur'));
    });
    expect(onChange.mock.calls).toEqual([[7]]);
  });

  it('on a field committed when left, keeps the quantity when the field is left empty or without a number', () => {
    const onChange = vi.fn();
    act(() => render(<QuantityStepper value={2} onChange={onChange} label="Quantity" commit="leave" />, root));
    for (const text of ['', 'x', '0']) {
      type(text);
      act(() => {
        field().dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
        field().dispatchEvent(new FocusEvent('blur'));
      });
      expect(field().value).toBe('2');
    }
    expect(onChange).not.toHaveBeenCalled();
  });
});
