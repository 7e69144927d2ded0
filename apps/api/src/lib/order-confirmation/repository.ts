import type { Db } from '../../db/schema.js';

/** Who confirmed a cash-on-delivery order: the shopper through the link, or staff by phone. */
export type ConfirmedBy = 'client' | 'staff';

/**
 * Marks an order waiting for confirmation as confirmed, and forgets the link's token, in one conditional update: of
 * two concurrent confirmations (a link opened twice, a call and a click) exactly one changes the row. False when the
 * order was not waiting (any more). With `tokenHash`, only the order holding that token is confirmed.
 */
export async function confirmAwaitingOrder(
  trx: Db,
  where: { orderId: number } | { tokenHash: string },
  by: ConfirmedBy,
  at: string,
): Promise<boolean> {
  let q = trx
    .updateTable('orders')
    .set({ confirmation_state: by, confirmation_token_hash: null, confirmed_at: at })
    .where('confirmation_state', '=', 'awaiting');
  q = 'orderId' in where ? q.where('id', '=', where.orderId) : q.where('confirmation_token_hash', '=', where.tokenHash);
  const result = await q.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A cancelled order's link confirms nothing any more. */
export async function dropConfirmationToken(trx: Db, orderId: number): Promise<void> {
  await trx.updateTable('orders').set({ confirmation_token_hash: null }).where('id', '=', orderId).execute();
}

/** The pending order a confirmation link's token belongs to, if it is still waiting. */
export function findAwaitingOrderByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('orders')
    .innerJoin('order_statuses as s', 's.id', 'orders.status_id')
    .select(['orders.id', 'orders.number', 's.code as status_code'])
    .where('orders.confirmation_token_hash', '=', tokenHash)
    .where('orders.confirmation_state', '=', 'awaiting')
    .executeTakeFirst();
}

/** Whether an order waits for its shopper's confirmation: asked for, not given, and still pending. */
export const isAwaitingConfirmation = (state: string | null, statusCode: string): boolean =>
  state === 'awaiting' && statusCode === 'pending';
