import type { StockReason } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
export interface StockMovementInput {
  productId: number;
  delta: number;
  reason: StockReason;
  note?: string | null;
  staffId?: number | null;
  orderId?: number | null;
}
/**
 * Records a change of stock just made in the same transaction: the stock after it is read back from the product's
 * row, which the change holds locked until commit, so concurrent changes each record their own result.
 */
export declare function recordStockMovement(trx: Db, m: StockMovementInput): Promise<void>;
/** Many movements whose resulting stock is known (an import), in batches. */
export declare function insertStockMovements(
  trx: Db,
  rows: (Required<StockMovementInput> & {
    quantityAfter: number;
  })[],
): Promise<void>;
export {};
