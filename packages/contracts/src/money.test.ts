import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCount,
  formatMoney,
  fromMilli,
  percentOf,
  roundDiv,
  toMilli,
  unitPrices,
} from './money.js';

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

  it('writes amounts one way: comma between thousands, point before three dirham digits', () => {
    expect(formatAmount(0)).toBe('0.000');
    expect(formatAmount(0.5)).toBe('0.500');
    expect(formatAmount(1.165)).toBe('1.165');
    expect(formatAmount(20.5)).toBe('20.500');
    expect(formatAmount(700)).toBe('700.000');
    expect(formatAmount(1165)).toBe('1,165.000');
    expect(formatAmount(1253.25)).toBe('1,253.250');
    expect(formatAmount(2_147_483.647)).toBe('2,147,483.647');
    expect(formatAmount(0.1 + 0.2)).toBe('0.300');
  });

  it('puts a minus sign in front of a negative amount', () => {
    expect(formatAmount(-501)).toBe('\u2212501.000');
    expect(formatAmount(-1234.05)).toBe('\u22121,234.050');
    expect(formatAmount(-0.0001)).toBe('0.000');
  });

  it('adds the currency in each language, the Arabic number isolated left to right', () => {
    expect(formatMoney(1165, 'en')).toBe('1,165.000 LYD');
    expect(formatMoney(20.5, 'en')).toBe('20.500 LYD');
    expect(formatMoney(-501, 'en')).toBe('\u2212501.000 LYD');
    expect(formatMoney(1165, 'ar')).toBe('\u20661,165.000\u2069 د.ل');
    expect(formatMoney(1.165, 'ar')).toBe('\u20661.165\u2069 د.ل');
    expect(formatMoney(-501, 'ar')).toBe('\u2066\u2212501.000\u2069 د.ل');
  });

  it('writes counts with grouped thousands and no decimals', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(1500)).toBe('1,500');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-1500)).toBe('\u22121,500');
  });
});
