import type { Db } from '../../db/schema.js';

/** The period's orders, light: when, how much, which status. */
export function findOrdersBetween(db: Db, fromIso: string, toIso: string) {
  return db
    .selectFrom('orders')
    .innerJoin('order_statuses as s', 's.id', 'orders.status_id')
    .select(['orders.created_at', 'orders.total_milli', 's.code as status'])
    .where('orders.created_at', '>=', fromIso)
    .where('orders.created_at', '<', toIso)
    .execute();
}

/** Best sellers of the period by units, cancelled orders left out. */
export function findTopProducts(db: Db, fromIso: string, toIso: string, limit: number) {
  return db
    .selectFrom('order_lines as l')
    .innerJoin('orders', 'orders.id', 'l.order_id')
    .innerJoin('order_statuses as s', 's.id', 'orders.status_id')
    .innerJoin('products as p', 'p.id', 'l.product_id')
    .select((eb) => [
      'p.uuid',
      'p.name_ar',
      'p.name_en',
      eb.fn.sum<number>('l.quantity').as('quantity'),
      eb.fn.sum<number>('l.line_total_milli').as('revenue_milli'),
    ])
    .where('orders.created_at', '>=', fromIso)
    .where('orders.created_at', '<', toIso)
    .where('s.code', '!=', 'cancelled')
    .groupBy(['p.id', 'p.uuid', 'p.name_ar', 'p.name_en'])
    .orderBy('quantity', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Products on offer with this many units or fewer, the emptiest first. */
export function findLowStock(db: Db, threshold: number, limit: number) {
  return db
    .selectFrom('products')
    .select(['uuid', 'name_ar', 'name_en', 'quantity'])
    .where('is_available', '=', 1)
    .where('archived_at', 'is', null)
    .where('quantity', '<=', threshold)
    .orderBy('quantity')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function countClientsBetween(db: Db, fromIso: string, toIso: string): Promise<number> {
  const row = await db
    .selectFrom('clients')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('created_at', '>=', fromIso)
    .where('created_at', '<', toIso)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
