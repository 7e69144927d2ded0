import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { recordStockMovement } from '../stock-movements/repository.js';

/**
 * Puts back every unit of an order's lines (a cancelled order), product by product in id order so concurrent
 * cancellations lock rows in the same order. Call it in the cancelling transaction; `staffId` names the staff member
 * who cancelled it in the stock movements (none when the shopper did).
 */
export async function returnOrderStock(trx: Db, orderId: number, staffId?: number): Promise<void> {
  const lines = await trx
    .selectFrom('order_lines')
    .select(['product_id', 'quantity'])
    .where('order_id', '=', orderId)
    .orderBy('product_id')
    .execute();
  for (const { product_id, quantity } of lines) {
    await returnStock(trx, product_id, quantity, { orderId, reason: 'order_cancelled', staffId });
  }
}

/** Puts units of one product back (a smaller or cancelled order) and records the movement. */
export async function returnStock(
  trx: Db,
  productId: number,
  quantity: number,
  cause: { orderId: number; reason: 'order_changed' | 'order_cancelled'; staffId?: number | undefined },
): Promise<void> {
  await trx
    .updateTable('products')
    .set({
      quantity: sql`quantity + ${quantity}`,
      sales_count: sql`CASE WHEN sales_count >= ${quantity} THEN sales_count - ${quantity} ELSE 0 END`,
    })
    .where('id', '=', productId)
    .execute();
  await recordStockMovement(trx, {
    productId,
    delta: quantity,
    reason: cause.reason,
    orderId: cause.orderId,
    staffId: cause.staffId,
  });
}

/** Gives an order's discount-code use back: the use row goes and the code's count drops by one. */
export async function releaseOrderCodeUse(trx: Db, orderId: number): Promise<void> {
  const uses = await trx
    .deleteFrom('discount_code_uses')
    .where('order_id', '=', orderId)
    .returning('discount_code_id')
    .execute();
  for (const { discount_code_id } of uses) {
    await trx
      .updateTable('discount_codes')
      .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
      .where('id', '=', discount_code_id)
      .where('used_count', '>', 0)
      .execute();
  }
}
