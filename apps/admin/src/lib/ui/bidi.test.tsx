import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NameText, OrderNumber } from './bidi';

describe('OrderNumber', () => {
  it('keeps an order number whole and left-to-right: never broken after its dash in a narrow phone column', () => {
    render(
      <p dir="rtl">
        الطلب <OrderNumber value="DK-000002" />
      </p>,
    );
    const number = screen.getByText('DK-000002');
    expect(number.tagName).toBe('BDI');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(number.classList.contains('whitespace-nowrap')).toBe(true);
  });
});

describe('NameText', () => {
  it('sets an Arabic name that starts with a Latin brand right to left, in an English page as in an Arabic one', () => {
    const { rerender } = render(
      <p dir="ltr">
        <NameText locale="en" ar="iPhone 15 برو ماكس - أسود" en="" />
      </p>,
    );
    // no English name: the Arabic one, in its own direction
    let name = screen.getByText('iPhone 15 برو ماكس - أسود');
    expect([name.tagName, name.getAttribute('dir'), name.getAttribute('lang')]).toEqual(['BDI', 'rtl', 'ar']);
    rerender(
      <p dir="rtl">
        <NameText locale="ar" ar="iPhone 15 برو ماكس - أسود" en="iPhone 15 Pro Max - Black" />
      </p>,
    );
    name = screen.getByText('iPhone 15 برو ماكس - أسود');
    expect([name.getAttribute('dir'), name.getAttribute('lang')]).toEqual(['rtl', 'ar']);
  });

  it('leaves a name of the other script only in its own direction: a Latin name in the Arabic field', () => {
    render(<NameText locale="ar" ar="Nike Air Max 90 (Red)" en="Nike Air Max 90 (Red)" />);
    const name = screen.getByText('Nike Air Max 90 (Red)');
    expect([name.getAttribute('dir'), name.getAttribute('lang')]).toEqual(['auto', 'ar']);
  });

  it('sets the English name left to right in an English page, even when it holds Arabic first', () => {
    render(<NameText locale="en" ar="زيت زيتون" en="زيتون Olive Oil 1 L" />);
    const name = screen.getByText('زيتون Olive Oil 1 L');
    expect([name.getAttribute('dir'), name.getAttribute('lang')]).toEqual(['ltr', 'en']);
  });
});
