import { type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
/**
 * Puts back every unit of an order's lines (a cancelled order), product by product in id order so concurrent
 * cancellations lock rows in the same order. Call it in the cancelling transaction.
 */
export declare function returnOrderStock(trx: Db, orderId: number): Promise<void>;
/** Puts units of one product back (a smaller or cancelled order) and records the movement. */
export declare function returnStock(
  trx: Db,
  productId: number,
  quantity: number,
  cause: {
    orderId: number;
    reason: 'order_changed' | 'order_cancelled';
  },
): Promise<void>;
/** Gives an order's discount-code use back: the use row goes and the code's count drops by one. */
export declare function releaseOrderCodeUse(trx: Db, orderId: number): Promise<void>;
export {};
