/**
 * Limits of one order; see docs/decisions/0007-checkout-and-orders.md. A module of its own, without zod, so that the
 * storefront's product page can read the largest quantity without the schemas.
 */
export const ORDER_LIMITS = { maxLines: 50, maxQuantity: 1000, maxText: 200, maxDiscountCode: 50 } as const;
