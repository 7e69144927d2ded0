import {
  CLIENT_CANCELLABLE,
  type ConfirmedOrder,
  type Order,
  type OrderStatusCode,
  type TrackedOrder,
} from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import { hashConfirmationToken } from '../../lib/order-confirmation/confirmation.js';
import {
  confirmAwaitingOrder,
  dropConfirmationToken,
  findAwaitingOrderByToken,
  isAwaitingConfirmation,
} from '../../lib/order-confirmation/repository.js';
import { findStatusHistory, recordStatusChange } from '../../lib/order-history/repository.js';
import { releaseOrderCodeUse, returnOrderStock } from '../../lib/order-stock/repository.js';
import { enqueueClientCancelled, enqueueStatusChanged } from '../notifications/enqueue.js';
import { loadOrder } from './read-orders.js';
import * as repo from './repository.js';

/**
 * What follows a shopper's cancellation inside its transaction: stock and the discount code's use come back, the
 * confirmation link stops working, the history gets the client's row, the shopper and the shop are told.
 */
export async function afterClientCancel(trx: Db, orderId: number, from: string, at: string): Promise<void> {
  await returnOrderStock(trx, orderId);
  await releaseOrderCodeUse(trx, orderId);
  await dropConfirmationToken(trx, orderId);
  await recordStatusChange(trx, { orderId, from, to: 'cancelled', actor: 'client', staffId: null, note: null, at });
  await enqueueStatusChanged(trx, { orderId, status: 'cancelled' });
  await enqueueClientCancelled(trx, { orderId });
}

/** The order has moved past what a shopper may cancel (or is cancelled already): a conflict with its state. */
const notCancellable = () => new HttpError(409, 'order_not_cancellable');

/**
 * The owner cancels their order while it is pending or confirmed. Anyone else's order answers as a missing one.
 * The status moves with a conditional update, so a staff change at the same moment makes one of the two fail.
 */
export async function cancelOwnOrder(db: Db, clientId: number, uuid: string): Promise<Order> {
  const found = await repo.findOrderForClient(db, clientId, uuid);
  if (!found) throw notFound('order_not_found');
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const current = await repo.findOrder(trx, found.id);
    const from = await repo.statusCode(trx, current.status_id);
    if (!CLIENT_CANCELLABLE.includes(from as OrderStatusCode)) throw notCancellable();
    const cancelled = await repo.statusId(trx, 'cancelled');
    // checks the status and locks the row at once: a concurrent change waits, then finds it moved
    if (!(await repo.touchOrderInStatus(trx, found.id, current.status_id, now))) throw notCancellable();
    await repo.updateOrder(trx, found.id, { status_id: cancelled, updated_at: now });
    await afterClientCancel(trx, found.id, from, now);
  });
  return loadOrder(db, found.id);
}

/** The same answer for a wrong number and a wrong phone: nothing tells which one was wrong. */
const notTracked = () => new HttpError(404, 'tracking_not_found');

/**
 * Public tracking: the order with this number whose receiver's or client's phone is the one typed (both already
 * canonical). Answers its statuses and nothing personal beyond what was typed.
 */
export async function trackOrder(db: Db, number: string, phone: string): Promise<TrackedOrder> {
  const order = await repo.findOrderForTracking(db, number);
  const matches = order !== undefined && (order.receiver_phone === phone || order.client_phone === phone);
  if (!order || !matches) throw notTracked();
  const history = await findStatusHistory(db, order.id);
  return {
    number: order.number,
    status: {
      id: order.status_id,
      code: order.status_code,
      name: { ar: order.status_name_ar, en: order.status_name_en },
    },
    delivery_method: order.delivery_method === 'pickup' ? 'pickup' : 'delivery_company',
    created_at: order.created_at,
    history: history.map((h) => ({
      status: { id: h.status_id, code: h.to_status, name: { ar: h.status_name_ar, en: h.status_name_en } },
      created_at: h.created_at,
    })),
    awaiting_confirmation: isAwaitingConfirmation(order.confirmation_state, order.status_code),
  };
}

/** The single-use link of a cash order: confirms it once; used, unknown or cancelled links all answer alike. */
export async function confirmByLink(db: Db, token: string): Promise<ConfirmedOrder> {
  const hash = hashConfirmationToken(token);
  const order = await findAwaitingOrderByToken(db, hash);
  const invalid = () => new HttpError(404, 'confirmation_link_invalid');
  if (!order || order.status_code !== 'pending') throw invalid();
  const confirmed = await db
    .transaction()
    .execute((trx) => confirmAwaitingOrder(trx, { tokenHash: hash }, 'client', nowIso()));
  if (!confirmed) throw invalid();
  const loaded = await loadOrder(db, order.id);
  return { number: loaded.number, status: loaded.status };
}
