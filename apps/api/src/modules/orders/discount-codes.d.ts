import { type DiscountCode, type MessageCode } from '@dukkan/contracts';
import type { Selectable } from 'kysely';
import type { DiscountCodesTable } from '../../db/schema.js';
export type DiscountCodeRow = Selectable<DiscountCodesTable>;
export interface CodeRejection {
  code: MessageCode;
  params?: Record<string, string | number>;
}
/**
 * The rules a code must pass before it is used, in the order a shopper is told about them:
 * it exists, is active, has started, has not expired, has uses left, the client has uses left, and the
 * goods amount (after product discounts) reaches its minimum. `clientUses` and `goodsMilli` are checked
 * only when known. Placing an order re-checks the counts atomically (see service.ts).
 */
export declare function checkCode(
  row: DiscountCodeRow | undefined,
  opts: {
    now: string;
    clientUses?: number | undefined;
    goodsMilli?: number | undefined;
  },
): CodeRejection | null;
export declare function minOrderRejection(row: DiscountCodeRow): CodeRejection;
/** Codes are matched without regard to case and surrounding spaces. */
export declare function normalizeCode(code: string): string;
export declare function toDiscountCode(row: DiscountCodeRow, goodsMilli: number | undefined): DiscountCode;
