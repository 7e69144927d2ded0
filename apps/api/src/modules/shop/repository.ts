import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function findAdvertisements(db: Kysely<Database>, placement: string) {
  return db
    .selectFrom('advertisements')
    .selectAll()
    .where('placement', '=', placement)
    .where('is_active', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findOrderStatuses(db: Kysely<Database>) {
  return db.selectFrom('order_statuses').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export async function countShop(db: Kysely<Database>) {
  const count = (table: 'clients' | 'orders') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const [products, categories, clients, orders] = await Promise.all([
    // products as the shop lists them: options are counted with their main product (0053)
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('variant_of', 'is', null)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
    db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', 'is', null)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n)),
    count('clients'),
    count('orders'),
  ]);
  return { products, categories, clients, orders };
}
