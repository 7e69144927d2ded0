import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderNumber } from './bidi';

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
