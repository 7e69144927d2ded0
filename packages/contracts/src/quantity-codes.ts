/**
 * check-quantity answer codes (spec section 4). Apart from the message catalogue, so the storefront's first load
 * can branch on them without carrying every message.
 */
export const QUANTITY_CODES = { allowed: '01', exceeds: '02', unavailable: '04' } as const;
export type QuantityCode = (typeof QUANTITY_CODES)[keyof typeof QUANTITY_CODES];
