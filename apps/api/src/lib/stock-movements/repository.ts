import type { StockReason } from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';

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
export async function recordStockMovement(trx: Db, m: StockMovementInput): Promise<void> {
  await trx
    .insertInto('stock_movements')
    .values((eb) => ({
      product_id: m.productId,
      delta: m.delta,
      quantity_after: eb.selectFrom('products').select('quantity').where('id', '=', m.productId),
      reason: m.reason,
      note: m.note ?? null,
      staff_id: m.staffId ?? null,
      order_id: m.orderId ?? null,
      created_at: nowIso(),
    }))
    .execute();
}

/** Many movements whose resulting stock is known (an import), in batches. */
export async function insertStockMovements(
  trx: Db,
  rows: (Required<StockMovementInput> & { quantityAfter: number })[],
): Promise<void> {
  const at = nowIso();
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('stock_movements')
      .values(
        rows.slice(i, i + 500).map((m) => ({
          product_id: m.productId,
          delta: m.delta,
          quantity_after: m.quantityAfter,
          reason: m.reason,
          note: m.note,
          staff_id: m.staffId,
          order_id: m.orderId,
          created_at: at,
        })),
      )
      .execute();
  }
}
