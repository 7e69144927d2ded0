import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/schema.js';
import { groupOptionsCount, mainImage, mainNotArchived } from '../../lib/product-sql.js';

const productColumns = [
  'products.id',
  'products.uuid',
  'products.name_ar',
  'products.name_en',
  'products.short_description_ar',
  'products.short_description_en',
  'products.quantity',
  'products.is_available',
  'products.price_milli',
  'products.discount_milli',
  'products.tax_rate_bp',
  'products.color_ar',
  'products.color_en',
  'products.size_ar',
  'products.size_en',
] as const;

/**
 * The client's wishlist with its products, newest first. A product withdrawn since (archived, or an option of an
 * archived product) stays listed, `withdrawn`, so that the client sees it is gone and can remove it.
 */
export function findWishlist(db: Db, clientId: number) {
  return db
    .selectFrom('wishlist_items')
    .innerJoin('products', 'products.id', 'wishlist_items.product_id')
    .select((eb) => [
      ...productColumns,
      'wishlist_items.created_at as added_at',
      mainImage.as('img_path'),
      groupOptionsCount.as('options_count'),
      eb.or([eb('products.archived_at', 'is not', null), eb.not(mainNotArchived(eb))]).as('withdrawn'),
    ])
    .where('wishlist_items.client_id', '=', clientId)
    .orderBy('wishlist_items.created_at', 'desc')
    .orderBy('products.id', 'desc')
    .execute();
}

export type WishlistRow = Awaited<ReturnType<typeof findWishlist>>[number];

/** Products by uuid, for a guest's list; unknown and withdrawn (archived) products are simply not found. */
export function findProductsByUuid(db: Db, uuids: string[]) {
  return db
    .selectFrom('products')
    .select([...productColumns, mainImage.as('img_path'), groupOptionsCount.as('options_count')])
    .where('products.uuid', 'in', uuids)
    .where('products.archived_at', 'is', null)
    .where(mainNotArchived)
    .execute();
}

export type ProductCardRow = Awaited<ReturnType<typeof findProductsByUuid>>[number];

/** The ids of the products a list can take: unknown and withdrawn (archived) products are not found. */
export function findProductIds(db: Db, uuids: string[]) {
  return db
    .selectFrom('products')
    .select(['id', 'uuid'])
    .where('uuid', 'in', uuids)
    .where('archived_at', 'is', null)
    .where(mainNotArchived)
    .execute();
}

/** Serialises one client's wishlist writes on PostgreSQL (the limit); SQLite runs one write at a time. */
export async function lockClient(trx: Db, clientId: number): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().execute();
}

export async function countItems(db: Db, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function listedProductIds(db: Db, clientId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('wishlist_items').select('product_id').where('client_id', '=', clientId).execute();
  return new Set(rows.map((r) => r.product_id));
}

/** Adds products; one already listed stays as it was (the primary key dedupes). */
export async function insertItems(db: Db, clientId: number, productIds: number[], createdAt: string): Promise<void> {
  if (!productIds.length) return;
  await db
    .insertInto('wishlist_items')
    .values(productIds.map((product_id) => ({ client_id: clientId, product_id, created_at: createdAt })))
    .onConflict((oc) => oc.columns(['client_id', 'product_id']).doNothing())
    .execute();
}

export function deleteItem(db: Db, clientId: number, productUuid: string) {
  return db
    .deleteFrom('wishlist_items')
    .where('client_id', '=', clientId)
    .where('product_id', 'in', db.selectFrom('products').select('id').where('uuid', '=', productUuid))
    .execute();
}
