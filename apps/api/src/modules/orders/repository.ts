import { type Insertable, type Updateable, sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Db, DiscountCodeUsesTable, OrderLineRow, OrderLinesTable, OrdersTable } from '../../db/schema.js';
import { selectOrderDetails, statusNames } from '../../lib/order-details/repository.js';
import { mainImage, mainNotArchived } from '../../lib/product-sql.js';
import type { DiscountCodeRow } from './discount-codes.js';

export function findProductsByUuids(db: Db, uuids: string[]) {
  return (
    db
      .selectFrom('products')
      .select([
        'id',
        'uuid',
        'name_ar',
        'name_en',
        'quantity',
        'is_available',
        'price_milli',
        'discount_milli',
        'tax_rate_bp',
        'color_ar',
        'color_en',
        'size_ar',
        'size_en',
      ])
      .select(mainImage.as('img_path'))
      // one of a product's options (its colour and size then name the order line, decision 0053)
      .select(
        sql<boolean>`(products.variant_of IS NOT NULL OR EXISTS (SELECT 1 FROM products o WHERE o.variant_of = products.id AND o.archived_at IS NULL))`.as(
          'is_option',
        ),
      )
      .where('uuid', 'in', uuids)
      // an archived product is kept for its orders only: it cannot be ordered again, nor an option of it
      .where('archived_at', 'is', null)
      .where(mainNotArchived)
      .execute()
  );
}
export type OrderableProduct = Awaited<ReturnType<typeof findProductsByUuids>>[number];

export function findProductStock(db: Db, productId: number) {
  return db
    .selectFrom('products')
    .select(['quantity', 'is_available', 'archived_at'])
    .where('id', '=', productId)
    .executeTakeFirst();
}

/**
 * Takes `quantity` units if that many are in stock and the product is offered (not archived either); false when not
 * (nothing changed).
 */
export async function takeStock(db: Db, productId: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity), sales_count: eb('sales_count', '+', quantity) }))
    .where('id', '=', productId)
    .where('quantity', '>=', quantity)
    .where('is_available', '=', 1)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findDiscountCode(db: Db, normalizedCode: string): Promise<DiscountCodeRow | undefined> {
  return db
    .selectFrom('discount_codes')
    .selectAll()
    .where(sql`upper(code)`, '=', normalizedCode)
    .executeTakeFirst();
}

/**
 * The uses of a code by a client: its own, and those of every account or order with the client's phone, or with the
 * phone this order is to be delivered to (`receiverPhone`). A guest account asks for no more than a name and a phone,
 * so one per order would otherwise renew a once-per-client code at will; the phones are what the shop calls and
 * delivers to (stored normalised, packages/contracts' phone.ts).
 */
export async function countCodeUses(
  db: Db,
  codeId: number,
  clientId: number,
  receiverPhone: string | null = null,
): Promise<number> {
  const row = await db
    .selectFrom('discount_code_uses as u')
    .innerJoin('clients as c', 'c.id', 'u.client_id')
    .innerJoin('orders as o', 'o.id', 'u.order_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('u.discount_code_id', '=', codeId)
    .where((eb) => {
      const own = eb.selectFrom('clients as me').select('me.phone').where('me.id', '=', clientId);
      const same = [eb('u.client_id', '=', clientId), eb('c.phone', '=', own), eb('o.receiver_phone', '=', own)];
      if (receiverPhone !== null)
        same.push(eb('c.phone', '=', receiverPhone), eb('o.receiver_phone', '=', receiverPhone));
      return eb.or(same);
    })
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counts one use if the code has uses left; false when it is used up. On PostgreSQL this also locks the code's row until commit. */
export async function takeCodeUse(db: Db, codeId: number): Promise<boolean> {
  const result = await db
    .updateTable('discount_codes')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', codeId)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function statusId(db: Db, code: string): Promise<number> {
  const row = await db.selectFrom('order_statuses').select('id').where('code', '=', code).executeTakeFirst();
  if (!row) throw new Error(`order status "${code}" is missing: run the seed`);
  return row.id;
}

/** Serialises submissions that share an Idempotency-Key until the first commits (PostgreSQL; SQLite runs one transaction at a time). */
export async function lockIdempotencyKey(db: Db, clientId: number, key: string): Promise<void> {
  if (isPostgres(db)) await sql`SELECT pg_advisory_xact_lock(${clientId}::int, hashtext(${key}))`.execute(db);
}

export function findOrderByKey(db: Db, clientId: number, key: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'uuid', 'request_hash'])
    .where('client_id', '=', clientId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** True for the unique-constraint error of a second order with the same client and Idempotency-Key. */
export function isIdempotencyConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code === '23505') return e.constraint === 'orders_idempotency';
  return (
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof e.message === 'string' &&
    e.message.includes('orders.idempotency_key')
  );
}

export function findOrderForClient(db: Db, clientId: number, uuid: string) {
  return db
    .selectFrom('orders')
    .selectAll('orders')
    .where('orders.client_id', '=', clientId)
    .where('orders.uuid', '=', uuid)
    .executeTakeFirst();
}

/** One order with its status, delivery city and package, and code, for the details answer. */
export function findOrderDetails(db: Db, orderId: number) {
  return selectOrderDetails(db, orderId)
    .select([
      's.code as status_code',
      ...statusNames,
      'sp.expected_time_ar as package_time_ar',
      'sp.expected_time_en as package_time_en',
    ])
    .executeTakeFirstOrThrow();
}
export type OrderDetailsRow = Awaited<ReturnType<typeof findOrderDetails>>;

export function findOrderLines(db: Db, orderId: number): Promise<OrderLineRow[]> {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function findClientOrders(db: Db, clientId: number, page: { limit: number; offset: number }) {
  const counts = db
    .selectFrom('order_lines')
    .select([
      'order_id',
      (eb) => eb.fn.countAll<number>().as('lines'),
      (eb) => eb.fn.sum<number>('quantity').as('items'),
    ])
    .groupBy('order_id')
    .as('l');
  const [rows, total] = await Promise.all([
    db
      .selectFrom('orders')
      .innerJoin('order_statuses as s', 's.id', 'orders.status_id')
      .leftJoin(counts, 'l.order_id', 'orders.id')
      .select([
        'orders.uuid',
        'orders.number',
        'orders.status_id',
        'orders.delivery_method',
        'orders.total_milli',
        'orders.created_at',
        's.code as status_code',
        ...statusNames,
        'l.lines',
        'l.items',
      ])
      .where('orders.client_id', '=', clientId)
      .orderBy('orders.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
export type OrderListRow = Awaited<ReturnType<typeof findClientOrders>>['rows'][number];

// ---------------------------------------------------------------------------------------------
// Writing orders

/** Inserts an order and gives it its number (DK-000123, from its id); answers the id. */
export async function insertOrder(
  db: Db,
  values: Omit<Insertable<OrdersTable>, 'number'>,
  numberOf: (id: number) => string,
): Promise<number> {
  const { id } = await db
    .insertInto('orders')
    .values({ ...values, number: `tmp-${values.uuid}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('orders')
    .set({ number: numberOf(id) })
    .where('id', '=', id)
    .execute();
  return id;
}

export async function insertOrderLines(db: Db, lines: Insertable<OrderLinesTable>[]): Promise<void> {
  await db.insertInto('order_lines').values(lines).execute();
}

export async function insertCodeUse(db: Db, use: Insertable<DiscountCodeUsesTable>): Promise<void> {
  await db.insertInto('discount_code_uses').values(use).execute();
}

/** Touches the order if it has this status, which also locks its row until the transaction ends; false when not. */
export async function touchOrderInStatus(db: Db, orderId: number, status: number, now: string): Promise<boolean> {
  const touched = await db
    .updateTable('orders')
    .set({ updated_at: now })
    .where('id', '=', orderId)
    .where('status_id', '=', status)
    .executeTakeFirst();
  return Number(touched.numUpdatedRows) === 1;
}

export function findOrder(db: Db, orderId: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
}

export async function updateOrder(db: Db, orderId: number, changes: Updateable<OrdersTable>): Promise<void> {
  await db.updateTable('orders').set(changes).where('id', '=', orderId).execute();
}

export async function deleteOrderLine(db: Db, lineId: number): Promise<void> {
  await db.deleteFrom('order_lines').where('id', '=', lineId).execute();
}

export async function updateOrderLine(db: Db, lineId: number, changes: Updateable<OrderLinesTable>): Promise<void> {
  await db.updateTable('order_lines').set(changes).where('id', '=', lineId).execute();
}

/** A status's code by id. */
export async function statusCode(db: Db, id: number): Promise<string> {
  const row = await db.selectFrom('order_statuses').select('code').where('id', '=', id).executeTakeFirstOrThrow();
  return row.code;
}

/**
 * The order public tracking may show, by its number, with the phones it matches: the receiver's and the client's.
 * One indexed read whatever the phone, so a wrong number and a wrong phone cost the same.
 */
export function findOrderForTracking(db: Db, number: string) {
  return db
    .selectFrom('orders')
    .innerJoin('clients as cl', 'cl.id', 'orders.client_id')
    .innerJoin('order_statuses as s', 's.id', 'orders.status_id')
    .select([
      'orders.id',
      'orders.number',
      'orders.delivery_method',
      'orders.created_at',
      'orders.receiver_phone',
      'orders.confirmation_state',
      'cl.phone as client_phone',
      's.id as status_id',
      's.code as status_code',
      ...statusNames,
    ])
    .where('orders.number', '=', number)
    .executeTakeFirst();
}
