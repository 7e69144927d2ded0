import { type DiscountCode, type Order, type OrderSummary, type Paged, pageEnvelope, toMilli } from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import { findStatusHistory } from '../../lib/order-history/repository.js';
import { checkCode, normalizeCode, toDiscountCode } from './discount-codes.js';
import { toOrder, toOrderSummary } from './mappers.js';
import { codeError } from './order-errors.js';
import * as repo from './repository.js';

export const ORDERS_PAGE_SIZE = 10;

export async function loadOrder(db: Db, orderId: number): Promise<Order> {
  const [row, lines, history] = await Promise.all([
    repo.findOrderDetails(db, orderId),
    repo.findOrderLines(db, orderId),
    findStatusHistory(db, orderId),
  ]);
  return toOrder(row, lines, history);
}

export async function clientOrder(db: Db, clientId: number, uuid: string): Promise<Order> {
  const order = await repo.findOrderForClient(db, clientId, uuid);
  if (!order) throw notFound('order_not_found');
  return loadOrder(db, order.id);
}

export async function clientOrders(
  db: Db,
  clientId: number,
  query: { page?: number | undefined; limit?: number | undefined },
): Promise<Paged<OrderSummary>> {
  const perPage = query.limit ?? ORDERS_PAGE_SIZE;
  const page = query.page ?? 1;
  const { rows, total } = await repo.findClientOrders(db, clientId, { limit: perPage, offset: (page - 1) * perPage });
  return pageEnvelope(rows.map(toOrderSummary), {
    page,
    perPage,
    total,
    path: '/api/client/orders',
    query: { limit: String(perPage) },
  });
}

/** A discount code's terms, and with a subtotal its discount; a code that cannot be used is a 422 on `code`. */
export async function previewDiscountCode(
  db: Db,
  input: { code: string; subtotal: number | undefined; clientId: number | null },
): Promise<DiscountCode> {
  const row = await repo.findDiscountCode(db, normalizeCode(input.code));
  const goods = input.subtotal === undefined ? undefined : toMilli(input.subtotal);
  const clientUses =
    row && input.clientId !== null && row.per_client_limit !== null
      ? await repo.countCodeUses(db, row.id, input.clientId)
      : undefined;
  const rejection = checkCode(row, { now: nowIso(), clientUses, goodsMilli: goods });
  if (rejection || !row) throw codeError('code', rejection ?? { code: 'discount_code_not_found' });
  return toDiscountCode(row, goods);
}
