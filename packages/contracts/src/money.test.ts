import { describe, expect, it } from 'vitest';
import { formatMoney, fromMilli, percentOf, roundDiv, toMilli, unitPrices } from './money.js';

describe('money in thousandths of a dinar', () => {
  it('converts between dinars and thousandths without float drift', () => {
    expect(toMilli(12.5)).toBe(12_500);
    expect(toMilli(0.1 + 0.2)).toBe(300);
    expect(toMilli(1234.567)).toBe(1_234_567);
    expect(fromMilli(1_234_567)).toBe(1234.567);
    expect(() => toMilli(Number.NaN)).toThrow(RangeError);
  });

  it('rounds half away from zero', () => {
    expect(roundDiv(5, 2)).toBe(3);
    expect(roundDiv(-5, 2)).toBe(-3);
    expect(roundDiv(4, 3)).toBe(1);
    expect(percentOf(3_333, 700)).toBe(233); // 7 % of 3.333 = 0.23331
    expect(percentOf(1_005, 5_000)).toBe(503); // 50 % of 1.005 = 0.5025 -> 0.503
  });

  it('prices a unit: discount first, then tax on the discounted price', () => {
    expect(unitPrices(100_000, 20_000, 1_000)).toEqual({
      selling_price: 100_000,
      selling_price_after_discount: 80_000,
      selling_price_after_tax: 88_000,
      is_there_discount: true,
    });
    expect(unitPrices(50_000, 0, 0).is_there_discount).toBe(false);
    expect(unitPrices(50_000, 90_000, 0).selling_price_after_discount).toBe(0);
  });

  it('formats for each locale, as Libya writes numbers', () => {
    expect(formatMoney(1234.5, 'en')).toBe('1,234.500');
    expect(formatMoney(20, 'en')).toBe('20');
    // Libya writes Arabic with Western digits; ar-LY groups with dots and uses a decimal comma
    expect(formatMoney(1234.5, 'ar')).toBe('1.234,500');
  });
});
