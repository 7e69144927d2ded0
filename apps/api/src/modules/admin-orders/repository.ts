import { type Expression, sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { selectOrderDetails } from '../../lib/order-details/repository.js';
import { escapeLike, normalizedSql } from '../../lib/search-sql.js';

export interface OrderFilters {
  statusId?: number | undefined;
  deliveryMethod?: string | undefined;
  cityId?: number | undefined;
  /** UTC ISO bounds: from inclusive, to exclusive */
  fromIso?: string | undefined;
  toIso?: string | undefined;
  /** normalizeSearch()ed text to find in the number, phones, receiver or client name */
  text?: string | undefined;
  /** a canonical +2189… phone the text stands for, when it is one */
  phone?: string | undefined;
  /** the order number the text stands for, as shoppers write it (`dk 2`, `٢`), when it is one: `DK-000002` */
  number?: string | undefined;
  /** only pending cash orders waiting for the shopper's confirmation */
  unconfirmed?: boolean | undefined;
}

function filtered(db: Db, f: OrderFilters, opts: { withStatus: boolean }) {
  let q = db
    .selectFrom('orders')
    .innerJoin('clients as cl', 'cl.id', 'orders.client_id')
    .innerJoin('order_statuses as s', 's.id', 'orders.status_id')
    .leftJoin('cities as c', 'c.id', 'orders.city_id');
  if (opts.withStatus && f.statusId !== undefined) q = q.where('orders.status_id', '=', f.statusId);
  if (f.deliveryMethod !== undefined) q = q.where('orders.delivery_method', '=', f.deliveryMethod);
  if (f.cityId !== undefined) q = q.where('orders.city_id', '=', f.cityId);
  if (f.fromIso !== undefined) q = q.where('orders.created_at', '>=', f.fromIso);
  if (f.toIso !== undefined) q = q.where('orders.created_at', '<', f.toIso);
  if (f.unconfirmed) q = q.where('orders.confirmation_state', '=', 'awaiting').where('s.code', '=', 'pending');
  const text = f.text;
  if (text) {
    const like = `%${escapeLike(text)}%`;
    const matches = (expr: Expression<string | null>) => sql<boolean>`${expr} LIKE ${like} ESCAPE '\\'`;
    const { phone, number } = f;
    q = q.where((eb) =>
      eb.or([
        matches(sql<string>`lower(${sql.ref('orders.number')})`),
        matches(normalizedSql(sql.ref('orders.receiver_name'))),
        matches(normalizedSql(sql<string>`${sql.ref('cl.first_name')} || ' ' || ${sql.ref('cl.last_name')}`)),
        matches(sql.ref('orders.receiver_phone')),
        matches(sql.ref('cl.phone')),
        ...(phone ? [eb('orders.receiver_phone', '=', phone), eb('cl.phone', '=', phone)] : []),
        ...(number ? [eb('orders.number', '=', number)] : []),
      ]),
    );
  }
  return q;
}

/** A page of orders for the desk, newest first. */
export async function findOrders(db: Db, f: OrderFilters, page: { limit: number; offset: number }) {
  const items = db
    .selectFrom('order_lines')
    .select(['order_id', (eb) => eb.fn.sum<number>('quantity').as('items')])
    .groupBy('order_id')
    .as('l');
  const base = filtered(db, f, { withStatus: true });
  const [rows, total] = await Promise.all([
    base
      .leftJoin(items, 'l.order_id', 'orders.id')
      .select([
        'orders.uuid',
        'orders.number',
        'orders.created_at',
        'orders.receiver_name',
        'orders.receiver_phone',
        'orders.delivery_method',
        'orders.total_milli',
        'orders.confirmation_state',
        's.code as status',
        'cl.first_name',
        'cl.last_name',
        'cl.phone as client_phone',
        'c.name_ar as city_name_ar',
        'c.name_en as city_name_en',
        'l.items',
      ])
      .orderBy('orders.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type AdminOrderListRow = Awaited<ReturnType<typeof findOrders>>['rows'][number];

/** Orders per status code, over the filters other than the status. */
export async function countByStatus(db: Db, f: OrderFilters): Promise<Map<string, number>> {
  const rows = await filtered(db, f, { withStatus: false })
    .select(['s.code', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('s.code')
    .execute();
  return new Map(rows.map((r) => [r.code, Number(r.n)]));
}

/** The newest order, for the desk's "new orders" badge. */
export function findNewestOrder(db: Db) {
  return db
    .selectFrom('orders')
    .select(['uuid', 'number', 'created_at'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findStatuses(db: Db) {
  return db.selectFrom('order_statuses').select(['id', 'code', 'name_ar', 'name_en']).execute();
}
export type StatusRow = Awaited<ReturnType<typeof findStatuses>>[number];

export function findOrderRef(db: Db, uuid: string) {
  return db.selectFrom('orders').select(['id', 'uuid', 'status_id']).where('uuid', '=', uuid).executeTakeFirst();
}

/** One order with its client, status, delivery city and package, and code. */
export function findOrderDetails(db: Db, orderId: number) {
  return selectOrderDetails(db, orderId)
    .innerJoin('clients as cl', 'cl.id', 'orders.client_id')
    .select([
      's.code as status',
      'cl.first_name',
      'cl.last_name',
      'cl.email as client_email',
      'cl.phone as client_phone',
    ])
    .executeTakeFirstOrThrow();
}
export type AdminOrderRow = Awaited<ReturnType<typeof findOrderDetails>>;

export function findLines(db: Db, orderId: number) {
  return db
    .selectFrom('order_lines')
    .select([
      'product_uuid',
      'name_ar',
      'name_en',
      'img_path',
      'quantity',
      'unit_price_milli',
      'unit_discount_milli',
      'unit_tax_milli',
      'line_total_milli',
    ])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
export type AdminLineRow = Awaited<ReturnType<typeof findLines>>[number];

export function findNotes(db: Db, orderId: number) {
  return db
    .selectFrom('order_notes as n')
    .innerJoin('staff', 'staff.id', 'n.staff_id')
    .select(['n.id', 'n.body', 'n.created_at', 'n.staff_id', 'staff.name as staff_name'])
    .where('n.order_id', '=', orderId)
    .orderBy('n.id')
    .execute();
}
export type NoteRow = Awaited<ReturnType<typeof findNotes>>[number];

export async function insertNote(
  db: Db,
  values: { order_id: number; staff_id: number; body: string; created_at: string },
) {
  const row = await db.insertInto('order_notes').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves an order from one status to another only if it is still in the first: the check and the change are one
 * statement, so of two concurrent changes exactly one succeeds. False when the order had moved meanwhile.
 */
export async function moveStatus(db: Db, orderId: number, fromId: number, toId: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status_id: toId, updated_at: at })
    .where('id', '=', orderId)
    .where('status_id', '=', fromId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
