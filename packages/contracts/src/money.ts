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

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The one way the shop writes an amount of dinars, in Arabic and English alike (docs/decisions/0020-amount-format.md):
 * Western digits, a comma between thousands, a point before the three digits of the dirhams, always three of them,
 * and a minus sign (U+2212) in front of a negative amount: 1234.5 -> "1,234.500", -501 -> "−501.000".
 * A point is only ever followed by exactly three digits and a comma never is, so the two can not be mistaken.
 */
export function formatAmount(dinars: number): string {
  const milli = toMilli(dinars);
  const abs = Math.abs(milli);
  const whole = groupThousands(String(Math.floor(abs / MILLI_PER_DINAR)));
  const dirhams = String(abs % MILLI_PER_DINAR).padStart(3, '0');
  return `${milli < 0 ? '\u2212' : ''}${whole}.${dirhams}`;
}

/** Counts and quantities: Western digits, thousands grouped with a comma, no decimals. 1500 -> "1,500". */
export function formatCount(value: number): string {
  const rounded = Math.round(value);
  return `${rounded < 0 ? '\u2212' : ''}${groupThousands(String(Math.abs(rounded)))}`;
}

/** The currency's label in each language. */
export const CURRENCY_LABEL = { ar: 'د.ل', en: 'LYD' } as const;

/**
 * An amount with its currency for plain text (e-mails, printouts, dialogs): "1,234.500 د.ل", "1,234.500 LYD".
 * The number comes first in both languages; in Arabic text it sits inside a left-to-right isolate (U+2066…U+2069)
 * so a minus sign stays in front of it. In markup, put `formatAmount` in a `<bdi dir="ltr">` instead.
 */
export function formatMoney(dinars: number, locale: 'ar' | 'en'): string {
  const amount = formatAmount(dinars);
  return locale === 'ar' ? `\u2066${amount}\u2069 ${CURRENCY_LABEL.ar}` : `${amount} ${CURRENCY_LABEL.en}`;
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
