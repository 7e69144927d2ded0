import { describe, expect, it } from 'vitest';
import { checkoutTotals, codeApplies, goodsAmount, type CodeTerms } from './checkout-summary';

const line = (quantity: number, price: number, afterDiscount: number, afterTax: number) => ({
  quantity,
  selling_price: price,
  selling_price_after_discount: afterDiscount,
  selling_price_after_tax: afterTax,
});

const welcome10: CodeTerms = { type: 'percent', value: 10, max_discount: 50, min_order: 0 };
const tripoli25: CodeTerms = { type: 'amount', value: 25, max_discount: null, min_order: 150 };

describe('checkout summary', () => {
  it('adds subtotal, product discount, tax and delivery fee like the server', () => {
    // 2 × (100 − 10 discount, + 9 tax) and 3 × 0.1 without discount or tax
    const totals = checkoutTotals([line(2, 100, 90, 99), line(3, 0.1, 0.1, 0.1)], null, 10);
    expect(totals).toEqual({
      subtotal: 200.3,
      discount: 20,
      code_discount: 0,
      tax: 18,
      delivery_fee: 10,
      total: 208.3,
    });
  });

  it('keeps thousandths exact where floating point would drift', () => {
    const totals = checkoutTotals([line(3, 0.1, 0.1, 0.115)], null, 0);
    expect(totals.subtotal).toBe(0.3);
    expect(totals.tax).toBe(0.045);
    expect(totals.total).toBe(0.345);
  });

  it('takes a percent code off the discounted goods, not the tax, capped at its maximum', () => {
    const small = checkoutTotals([line(1, 200, 180, 207)], welcome10, 0);
    expect(small.code_discount).toBe(18);
    expect(small.total).toBe(207 - 18);
    const big = checkoutTotals([line(10, 100, 100, 115)], welcome10, 5);
    expect(big.code_discount).toBe(50);
    expect(big.total).toBe(1150 - 50 + 5);
  });

  it('rounds a percent code half away from zero to the thousandth', () => {
    // 10 % of 0.125 is 0.0125 → 0.013
    expect(checkoutTotals([line(1, 0.125, 0.125, 0.125)], { ...welcome10, max_discount: null }, 0).code_discount).toBe(
      0.013,
    );
    // 12.5 % of 1.001 is 0.125125 → 0.125
    const twelveAndAHalf: CodeTerms = { type: 'percent', value: 12.5, max_discount: null, min_order: 0 };
    expect(checkoutTotals([line(1, 1.001, 1.001, 1.001)], twelveAndAHalf, 0).code_discount).toBe(0.125);
  });

  it('applies an amount code only from its minimum order and never beyond the goods', () => {
    expect(checkoutTotals([line(1, 100, 100, 100)], tripoli25, 0).code_discount).toBe(0);
    expect(codeApplies(tripoli25, [line(1, 100, 100, 100)])).toBe(false);
    // the minimum is measured after product discounts: 2 × 74 = 148 < 150 although 2 × 80 = 160
    expect(checkoutTotals([line(2, 80, 74, 80)], tripoli25, 0).code_discount).toBe(0);
    expect(checkoutTotals([line(2, 80, 75, 80)], tripoli25, 0).code_discount).toBe(25);
    const amount25: CodeTerms = { type: 'amount', value: 25, max_discount: null, min_order: 0 };
    expect(checkoutTotals([line(1, 10, 10, 10)], amount25, 0).code_discount).toBe(10);
  });

  it('measures the goods after product discounts', () => {
    expect(goodsAmount([line(2, 100, 90, 99), line(1, 5.5, 5.25, 6)])).toBe(185.25);
  });

  it('is all zero for an empty cart, apart from the delivery fee', () => {
    expect(checkoutTotals([], welcome10, 15).total).toBe(15);
  });
});
