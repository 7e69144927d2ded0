import { fromMilli, toMilli } from '@dukkan/contracts';

/**
 * What an order's lines add up to: each line's amount is after its product discount and with its tax, so the lines
 * sum to the subtotal less the product discounts plus the tax. The totals start from it, so that the lines, the
 * code's discount and the delivery fee add up to the total on the screen and on paper.
 */
export function itemsTotal(order: { subtotal: number; discount: number; tax: number }): number {
  return fromMilli(toMilli(order.subtotal) - toMilli(order.discount) + toMilli(order.tax));
}
