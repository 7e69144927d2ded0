import { type LineProblem, type LineProblemReason, type MessageRef, fromMilli, unitPrices } from '@dukkan/contracts';
import { type FieldProblems, HttpError, fieldProblem, refused, unprocessable } from '../../http/errors.js';
import type { CodeRejection } from './discount-codes.js';
import type { OrderableProduct } from './repository.js';

/** The refusals of placing and changing orders, in codes (the error handler words them). */

export function codeError(field: string, rejection: CodeRejection): HttpError {
  return unprocessable(fieldProblem(field, rejection.code, rejection.params));
}

export function lineProblem(
  uuid: string,
  index: number,
  reason: LineProblemReason,
  product: OrderableProduct | undefined,
  available = 0,
): LineProblem {
  const prices = product ? unitPrices(product.price_milli, product.discount_milli, product.tax_rate_bp) : null;
  return {
    uuid,
    index,
    reason,
    available_quantity: available,
    selling_price: prices ? fromMilli(prices.selling_price) : null,
    selling_price_after_discount: prices ? fromMilli(prices.selling_price_after_discount) : null,
    selling_price_after_tax: prices ? fromMilli(prices.selling_price_after_tax) : null,
  };
}

export function lineError(problem: LineProblem, prefix = `products.${problem.index}.`): [string, MessageRef] {
  switch (problem.reason) {
    case 'not_found':
      return [`${prefix}uuid`, { code: 'product_no_longer_exists' }];
    case 'unavailable':
      return [`${prefix}uuid`, { code: 'quantity_unavailable' }];
    case 'insufficient_stock':
      return [`${prefix}quantity`, { code: 'quantity_exceeds', params: { available: problem.available_quantity } }];
    case 'price_changed':
      return [`${prefix}expected_price`, { code: 'price_changed' }];
  }
}

export function cartChanged(problems: LineProblem[]): HttpError {
  const errors: FieldProblems = {};
  for (const p of problems) {
    const [key, ref] = lineError(p);
    (errors[key] ??= []).push(ref);
  }
  return new HttpError(422, 'cart_changed', errors, { lines: problems });
}

/**
 * Why the stock update refused `quantity` units, from the product's row read after it: gone or archived is
 * `not_found`, otherwise what `stockProblem` says (another order took the stock first when it says nothing).
 */
export function takeRefusal(
  stock: { quantity: number; is_available: number; archived_at: string | null } | undefined,
  quantity: number,
): LineProblemReason {
  if (!stock || stock.archived_at !== null) return 'not_found';
  return stockProblem(stock, quantity) ?? 'insufficient_stock';
}

/** Why a product cannot be sold in this quantity now, or null when it can. */
export function stockProblem(
  product: { quantity: number; is_available: number },
  quantity: number,
): LineProblemReason | null {
  if (product.is_available !== 1) return 'unavailable';
  if (product.quantity < quantity) return 'insufficient_stock';
  return null;
}

export const orderTooLarge = () => refused('order_too_large', 'products');
