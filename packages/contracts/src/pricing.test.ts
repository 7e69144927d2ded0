import { describe, expect, it } from 'vitest';
import {
  codeDiscountMilli,
  codeTermsOf,
  fitsStorage,
  lineFromShownPrices,
  orderTotals,
  priceLine,
  shelfPrice,
  totalsInDinars,
  withQuantity,
} from './pricing.js';

describe('order pricing in thousandths of a dinar', () => {
  it('applies the discount, then tax on the discounted unit, rounded half away from zero', () => {
    // 3.333 at 7 %: 233.31 -> 0.233
    expect(priceLine({ price_milli: 3_333, discount_milli: 0, tax_rate_bp: 700 }, 3)).toEqual({
      quantity: 3,
      unit_price_milli: 3_333,
      unit_discount_milli: 0,
      unit_tax_milli: 233,
      tax_rate_bp: 700,
      line_total_milli: 10_698,
    });
    // 1.050 at 5 %: 52.5 -> 0.053 (half away from zero)
    expect(priceLine({ price_milli: 1_050, discount_milli: 0, tax_rate_bp: 500 }, 1).unit_tax_milli).toBe(53);
    // 7.005 less 0.505 = 6.500, tax 7 % = 0.455
    expect(priceLine({ price_milli: 7_005, discount_milli: 505, tax_rate_bp: 700 }, 2)).toMatchObject({
      unit_discount_milli: 505,
      unit_tax_milli: 455,
      line_total_milli: 13_910,
    });
  });

  it('never discounts a unit below zero', () => {
    expect(priceLine({ price_milli: 1_000, discount_milli: 5_000, tax_rate_bp: 700 }, 1)).toMatchObject({
      unit_discount_milli: 1_000,
      unit_tax_milli: 0,
      line_total_milli: 0,
    });
  });

  it('adds the lines, the code discount (not changing tax) and the delivery fee', () => {
    const lines = [
      priceLine({ price_milli: 3_333, discount_milli: 0, tax_rate_bp: 700 }, 3),
      priceLine({ price_milli: 7_005, discount_milli: 505, tax_rate_bp: 700 }, 2),
    ];
    expect(orderTotals(lines, { type: 'percent', value: 1_250, max_discount_milli: null }, 7_500)).toEqual({
      subtotal_milli: 24_009,
      discount_milli: 1_010,
      // 12.5 % of 22.999 = 2.874875 -> 2.875
      code_discount_milli: 2_875,
      tax_milli: 1_609,
      delivery_fee_milli: 7_500,
      total_milli: 29_233,
    });
  });

  it('caps a percent code at its maximum and an amount code at the goods', () => {
    expect(codeDiscountMilli({ type: 'percent', value: 1_250, max_discount_milli: 2_000 }, 22_999)).toBe(2_000);
    expect(codeDiscountMilli({ type: 'amount', value: 30_000, max_discount_milli: null }, 22_999)).toBe(22_999);
    expect(codeDiscountMilli({ type: 'amount', value: 5_000, max_discount_milli: null }, 22_999)).toBe(5_000);
  });

  it('reprices a line snapshot for a new quantity', () => {
    const line = priceLine({ price_milli: 3_333, discount_milli: 0, tax_rate_bp: 700 }, 3);
    expect(withQuantity(line, 5).line_total_milli).toBe(3_566 * 5);
  });

  it('refuses amounts above one billion dinars, and keeps those beyond 32 bits', () => {
    // 3,000,000 dinars × 1000 = 3 billion dinars: above the bound
    const line = priceLine({ price_milli: 3_000_000_000, discount_milli: 0, tax_rate_bp: 0 }, 1_000);
    expect(fitsStorage([line], orderTotals([line], null, 0))).toBe(false);
    // 3,000 dinars × 1000 = 3,000,000 dinars: past 2³¹ thousandths, which the old integer columns refused
    const large = priceLine({ price_milli: 3_000_000, discount_milli: 0, tax_rate_bp: 0 }, 1_000);
    expect(fitsStorage([large], orderTotals([large], null, 0))).toBe(true);
    // exactly one billion dinars fits; one thousandth more does not
    const atBound = priceLine({ price_milli: 1_000_000_000, discount_milli: 0, tax_rate_bp: 0 }, 1_000);
    expect(fitsStorage([atBound], orderTotals([atBound], null, 0))).toBe(true);
    expect(fitsStorage([atBound], orderTotals([atBound], null, 1))).toBe(false);
  });

  it('rebuilds a line from the prices the API showed, to the same amounts the server charges', () => {
    // an air conditioner: 1,660.000 less 495.000, 5 % tax on 1,165.000 = 58.250
    const shown = { selling_price: 1660, selling_price_after_discount: 1165, selling_price_after_tax: 1223.25 };
    expect(lineFromShownPrices(shown, 2)).toEqual({
      quantity: 2,
      unit_price_milli: 1_660_000,
      unit_discount_milli: 495_000,
      unit_tax_milli: 58_250,
      line_total_milli: 2_446_500,
    });
    const server = priceLine({ price_milli: 1_660_000, discount_milli: 495_000, tax_rate_bp: 500 }, 2);
    expect(orderTotals([lineFromShownPrices(shown, 2)], null, 0)).toEqual(orderTotals([server], null, 0));
  });

  it('reads a shown code in basis points and thousandths', () => {
    expect(codeTermsOf({ type: 'percent', value: 12.5, max_discount: 20 })).toEqual({
      type: 'percent',
      value: 1_250,
      max_discount_milli: 20_000,
    });
    expect(codeTermsOf({ type: 'amount', value: 7.5, max_discount: null })).toEqual({
      type: 'amount',
      value: 7_500,
      max_discount_milli: null,
    });
  });

  it('gives totals in dinars', () => {
    const line = lineFromShownPrices(
      { selling_price: 3.333, selling_price_after_discount: 3.333, selling_price_after_tax: 3.566 },
      3,
    );
    expect(totalsInDinars(orderTotals([line], null, 7_500))).toEqual({
      subtotal: 9.999,
      discount: 0,
      code_discount: 0,
      tax: 0.699,
      delivery_fee: 7.5,
      total: 18.198,
    });
  });

  it('shows the unit price a shopper pays, and the taxed price before the discount to strike through', () => {
    const product = { selling_price: 1660, selling_price_after_discount: 1165, selling_price_after_tax: 1223.25 };
    expect(shelfPrice({ ...product, is_there_discount: true, tax_percentage: 5 })).toEqual({
      pays: 1223.25,
      was: 1743,
    });
    expect(
      shelfPrice({
        selling_price: 700,
        selling_price_after_discount: 700,
        selling_price_after_tax: 735,
        is_there_discount: false,
        tax_percentage: 5,
      }),
    ).toEqual({ pays: 735, was: null });
  });
});
