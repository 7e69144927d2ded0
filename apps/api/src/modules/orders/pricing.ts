import { MAX_AMOUNT_MILLI, type Milli, percentOf, unitPrices } from '@dukkan/contracts';

/**
 * The money rules of an order, on integer thousandths of a dinar only (docs/decisions/0003-money.md):
 * per unit, the product discount first, then tax on the discounted price, each rounded half away from zero;
 * a line is the taxed unit price times the quantity; the discount code comes off the discounted goods and
 * does not change the tax; the delivery fee is the package's price.
 */

export interface LineAmounts {
  quantity: number;
  unit_price_milli: Milli;
  unit_discount_milli: Milli;
  unit_tax_milli: Milli;
  tax_rate_bp: number;
  line_total_milli: Milli;
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
export function goodsMilli(lines: LineAmounts[]): Milli {
  return lines.reduce((sum, l) => sum + (l.unit_price_milli - l.unit_discount_milli) * l.quantity, 0);
}

export function orderTotals(lines: LineAmounts[], code: CodeTerms | null, deliveryFeeMilli: Milli): TotalsMilli {
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

/** True when every amount is within the shop's bound (MAX_AMOUNT_MILLI), which the money columns hold on both databases. */
export function fitsStorage(lines: LineAmounts[], totals: TotalsMilli): boolean {
  const amounts = [...lines.map((l) => l.line_total_milli), ...Object.values(totals)];
  return amounts.every((a) => Number.isSafeInteger(a) && a <= MAX_AMOUNT_MILLI);
}
