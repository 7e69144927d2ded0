import { MAX_AMOUNT_MILLI, type Milli, fromMilli, percentOf, toMilli, unitPrices } from './money.js';

/**
 * The money rules of an order, on integer thousandths of a dinar only (docs/decisions/0003-money.md):
 * per unit, the product discount first, then tax on the discounted price, each rounded half away from zero;
 * a line is the taxed unit price times the quantity; the discount code comes off the discounted goods and
 * does not change the tax; the delivery fee is the package's price.
 */

/** A line's unit amounts and total: what an order's totals are added up from. */
export interface UnitAmounts {
  quantity: number;
  unit_price_milli: Milli;
  unit_discount_milli: Milli;
  unit_tax_milli: Milli;
  line_total_milli: Milli;
}

export interface LineAmounts extends UnitAmounts {
  tax_rate_bp: number;
}

/** A line's amounts from the product's current price, discount and tax rate. */
export function priceLine(
  product: { price_milli: Milli; discount_milli: Milli; tax_rate_bp: number },
  quantity: number,
): LineAmounts {
  const p = unitPrices(product.price_milli, product.discount_milli, product.tax_rate_bp);
  return {
    quantity,
    unit_price_milli: p.selling_price,
    unit_discount_milli: p.selling_price - p.selling_price_after_discount,
    unit_tax_milli: p.selling_price_after_tax - p.selling_price_after_discount,
    tax_rate_bp: product.tax_rate_bp,
    line_total_milli: p.selling_price_after_tax * quantity,
  };
}

/** A product's unit prices as the API shows them (dinars), e.g. a storefront cart line. */
export interface ShownPrices {
  selling_price: number;
  selling_price_after_discount: number;
  selling_price_after_tax: number;
}

/** A line from the prices the API showed: the same amounts `priceLine` gave when it priced the product. */
export function lineFromShownPrices(prices: ShownPrices, quantity: number): UnitAmounts {
  const price = toMilli(prices.selling_price);
  const afterDiscount = toMilli(prices.selling_price_after_discount);
  const afterTax = toMilli(prices.selling_price_after_tax);
  return {
    quantity,
    unit_price_milli: price,
    unit_discount_milli: price - afterDiscount,
    unit_tax_milli: afterTax - afterDiscount,
    line_total_milli: afterTax * quantity,
  };
}

/**
 * The price a shopper pays for one unit of a product (after its discount, tax included), and, when it is
 * discounted, what the unit would cost without the discount (tax included too), to strike through.
 */
export function shelfPrice(product: ShownPrices & { is_there_discount: boolean; tax_percentage: number }): {
  pays: number;
  was: number | null;
} {
  const was = unitPrices(toMilli(product.selling_price), 0, Math.round(product.tax_percentage * 100));
  return {
    pays: product.selling_price_after_tax,
    was: product.is_there_discount ? fromMilli(was.selling_price_after_tax) : null,
  };
}

/** The same line with another quantity, keeping its price snapshot. */
export function withQuantity(line: LineAmounts, quantity: number): LineAmounts {
  const unit = line.unit_price_milli - line.unit_discount_milli + line.unit_tax_milli;
  return { ...line, quantity, line_total_milli: unit * quantity };
}

export interface CodeTerms {
  type: string;
  /** basis points for percent codes, thousandths for amount codes */
  value: number;
  max_discount_milli: Milli | null;
}

/** What a code takes off a goods amount (after product discounts): a capped percentage, or an amount never above the goods. */
export function codeDiscountMilli(code: CodeTerms, goodsMilli: Milli): Milli {
  const raw = code.type === 'percent' ? percentOf(goodsMilli, code.value) : code.value;
  const capped =
    code.type === 'percent' && code.max_discount_milli !== null ? Math.min(raw, code.max_discount_milli) : raw;
  return Math.max(0, Math.min(capped, goodsMilli));
}

export interface TotalsMilli {
  subtotal_milli: Milli;
  discount_milli: Milli;
  code_discount_milli: Milli;
  tax_milli: Milli;
  delivery_fee_milli: Milli;
  total_milli: Milli;
}

/** Σ of the lines before the code: the goods amount a code applies to and its minimum order is measured on. */
export function goodsMilli(lines: UnitAmounts[]): Milli {
  return lines.reduce((sum, l) => sum + (l.unit_price_milli - l.unit_discount_milli) * l.quantity, 0);
}

export function orderTotals(lines: UnitAmounts[], code: CodeTerms | null, deliveryFeeMilli: Milli): TotalsMilli {
  let subtotal = 0;
  let discount = 0;
  let tax = 0;
  for (const l of lines) {
    subtotal += l.unit_price_milli * l.quantity;
    discount += l.unit_discount_milli * l.quantity;
    tax += l.unit_tax_milli * l.quantity;
  }
  const codeDiscount = code ? codeDiscountMilli(code, subtotal - discount) : 0;
  return {
    subtotal_milli: subtotal,
    discount_milli: discount,
    code_discount_milli: codeDiscount,
    tax_milli: tax,
    delivery_fee_milli: deliveryFeeMilli,
    total_milli: subtotal - discount - codeDiscount + tax + deliveryFeeMilli,
  };
}

/** A discount code as the API shows it (percent codes: the percentage; amount codes and caps: dinars). */
export interface ShownCodeTerms {
  type: 'percent' | 'amount';
  value: number;
  max_discount: number | null;
}

/** The shown terms of a code in the units `codeDiscountMilli` works on (basis points, thousandths). */
export function codeTermsOf(code: ShownCodeTerms): CodeTerms {
  return {
    type: code.type,
    value: code.type === 'percent' ? Math.round(code.value * 100) : toMilli(code.value),
    max_discount_milli: code.max_discount === null ? null : toMilli(code.max_discount),
  };
}

/** Totals in dinars, as the API shows them. */
export function totalsInDinars(t: TotalsMilli): {
  subtotal: number;
  discount: number;
  code_discount: number;
  tax: number;
  delivery_fee: number;
  total: number;
} {
  return {
    subtotal: fromMilli(t.subtotal_milli),
    discount: fromMilli(t.discount_milli),
    code_discount: fromMilli(t.code_discount_milli),
    tax: fromMilli(t.tax_milli),
    delivery_fee: fromMilli(t.delivery_fee_milli),
    total: fromMilli(t.total_milli),
  };
}

/** True when every amount is within the shop's bound (MAX_AMOUNT_MILLI), which the money columns hold on both databases. */
export function fitsStorage(lines: LineAmounts[], totals: TotalsMilli): boolean {
  const amounts = [...lines.map((l) => l.line_total_milli), ...Object.values(totals)];
  return amounts.every((a) => Number.isSafeInteger(a) && a <= MAX_AMOUNT_MILLI);
}
