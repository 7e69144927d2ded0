/**
 * Money is kept as integer thousandths of a dinar ("milli", LYD has three decimals).
 * Arithmetic happens on integers only; the API shows decimal numbers.
 */
export type Milli = number;

export const MILLI_PER_DINAR = 1000;

/** 12.5 -> 12500. Rejects values that are not finite or carry more than three decimals after rounding noise. */
export function toMilli(dinars: number): Milli {
  if (!Number.isFinite(dinars)) throw new RangeError(`not a finite amount: ${dinars}`);
  return Math.round(dinars * MILLI_PER_DINAR);
}

/** 12500 -> 12.5 */
export function fromMilli(milli: Milli): number {
  return milli / MILLI_PER_DINAR;
}

/** Integer division rounded half away from zero, the usual shop rounding. */
export function roundDiv(numerator: number, denominator: number): number {
  const q = Math.abs(numerator) / Math.abs(denominator);
  const sign = Math.sign(numerator) * Math.sign(denominator);
  return sign * Math.floor(q + 0.5);
}

/** Applies a rate in basis points (1 % = 100 bp) to an amount, rounded to the thousandth. */
export function percentOf(amount: Milli, basisPoints: number): Milli {
  return roundDiv(amount * basisPoints, 10_000);
}

export interface UnitPrices {
  /** price before discount and tax */
  selling_price: Milli;
  selling_price_after_discount: Milli;
  selling_price_after_tax: Milli;
  is_there_discount: boolean;
}

/** One rule for every place that prices a product: discount first, then tax on the discounted price. */
export function unitPrices(priceMilli: Milli, discountMilli: Milli, taxRateBp: number): UnitPrices {
  const discount = Math.min(Math.max(discountMilli, 0), priceMilli);
  const afterDiscount = priceMilli - discount;
  return {
    selling_price: priceMilli,
    selling_price_after_discount: afterDiscount,
    selling_price_after_tax: afterDiscount + percentOf(afterDiscount, taxRateBp),
    is_there_discount: discount > 0,
  };
}

/** Formats an amount for people, e.g. 1234.5 -> "1,234.500" (en) or "1.234,500" (ar-LY, Western digits as used in Libya). */
export function formatMoney(dinars: number, locale: 'ar' | 'en'): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-LY' : 'en-LY', {
    minimumFractionDigits: Number.isInteger(dinars) ? 0 : 3,
    maximumFractionDigits: 3,
  }).format(dinars);
}

/**
 * The largest amount the shop stores or accepts, in thousandths: one billion dinars. Every money column is 64-bit
 * on both databases, and this bound keeps any amount, and the sum of thousands of them, an exact JavaScript
 * number (below 2⁵³). Inputs above it are refused with 422 on the field; an order whose total would pass it is
 * refused with 422 `order_too_large` (docs/decisions/0024-money-columns-and-bound.md).
 */
export const MAX_AMOUNT_MILLI: Milli = 1_000_000_000_000;

/** The same bound in dinars, as amounts come in and go out of the API. */
export const MAX_AMOUNT_DINARS = MAX_AMOUNT_MILLI / MILLI_PER_DINAR;
