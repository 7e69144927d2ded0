import { type Expression, type ExpressionBuilder, type Insertable, type SqlBool, sql } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import type { Database, Db, ProductRow, ProductsTable } from '../../db/schema.js';
import { searchCondition } from '../../lib/product-search.js';
import { mainImage } from '../../lib/product-sql.js';

export interface AdminProductFilter {
  text?: string | undefined;
  categoryId?: number | undefined;
  availability?: 'available' | 'unavailable' | 'out_of_stock' | undefined;
  /** products on offer with this many units or fewer */
  lowStockAtMost?: number | undefined;
  discounted?: boolean | undefined;
  state: 'active' | 'archived' | 'all';
  /** the search as typed, to match SKUs */
  sku?: string | undefined;
}

function where(db: Db, f: AdminProductFilter) {
  return (e: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> => {
    // options are listed on their main product's page
    const c: Expression<SqlBool>[] = [e('products.variant_of', 'is', null)];
    if (f.state === 'active') c.push(e('products.archived_at', 'is', null));
    if (f.state === 'archived') c.push(e('products.archived_at', 'is not', null));
    if (f.categoryId !== undefined) {
      c.push(
        e(
          'products.id',
          'in',
          e.selectFrom('product_categories').select('product_id').where('category_id', '=', f.categoryId),
        ),
      );
    }
    if (f.availability === 'available') c.push(e('products.is_available', '=', 1));
    if (f.availability === 'unavailable') c.push(e('products.is_available', '=', 0));
    if (f.availability === 'out_of_stock') c.push(e('products.quantity', '=', 0));
    if (f.lowStockAtMost !== undefined) {
      c.push(e('products.is_available', '=', 1), e('products.quantity', '<=', f.lowStockAtMost));
    }
    if (f.discounted) c.push(e('products.discount_milli', '>', 0));
    if (f.text !== undefined) {
      const search = searchCondition(db, e, f.text);
      // a product's or one of its options' SKU, in any letter case
      const sku = f.sku;
      const bySku = sku
        ? e.or([
            e(e.fn('upper', ['products.sku']), '=', e.fn('upper', [e.val(sku)])),
            e(
              'products.id',
              'in',
              e
                .selectFrom('products as o')
                .select('o.variant_of')
                .where((o) => o(o.fn('upper', ['o.sku']), '=', o.fn('upper', [o.val(sku)]))),
            ),
          ])
        : undefined;
      if (search && bySku) c.push(e.or([search, bySku]));
      else if (search ?? bySku) c.push((search ?? bySku) as Expression<SqlBool>);
    }
    return e.and(c);
  };
}

/** A page of products for the back office, newest first, with the main image. */
export async function findAdminProducts(db: Db, f: AdminProductFilter, page: { limit: number; offset: number }) {
  const filter = where(db, f);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('products')
      .select([
        'id',
        'uuid',
        'name_ar',
        'name_en',
        'price_milli',
        'discount_milli',
        'tax_rate_bp',
        'quantity',
        'is_available',
        'is_featured',
        'brand',
        'archived_at',
        'sku',
      ])
      .select(mainImage.as('image'))
      .select((eb) =>
        eb
          .selectFrom('products as o')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('o.variant_of', '=', 'products.id')
          .where('o.archived_at', 'is', null)
          .as('options_count'),
      )
      .where(filter)
      .orderBy('products.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(filter)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type AdminProductListRow = Awaited<ReturnType<typeof findAdminProducts>>['rows'][number];

export function findProduct(db: Db, uuid: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

export function findProductById(db: Db, id: number): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A main product's options (archived ones too), oldest first. */
export function findOptions(db: Db, mainId: number): Promise<ProductRow[]> {
  return db.selectFrom('products').selectAll().where('variant_of', '=', mainId).orderBy('id').execute();
}

/** The options (archived ones too) of several main products, oldest first. */
export async function findOptionsOfMains(db: Db, mainIds: number[]): Promise<ProductRow[]> {
  const rows: ProductRow[] = [];
  for (let i = 0; i < mainIds.length; i += 500) {
    const chunk = mainIds.slice(i, i + 500);
    rows.push(
      ...(await db.selectFrom('products').selectAll().where('variant_of', 'in', chunk).orderBy('id').execute()),
    );
  }
  return rows;
}

/**
 * An SKU as one code whatever its letters' case, for matching in JavaScript (a file's rows against the shop's SKUs).
 * The database compares `upper(sku)` with `upper(?)`, as its unique index holds them (migration 0019), so a
 * database whose `upper` folds otherwise (a Turkish collation's i) still finds what the index holds.
 */
export function foldSku(sku: string): string {
  return sku.toUpperCase();
}

/** The product (or option) that holds `sku` in any letter case, if any. */
export async function findSkuHolder(db: Db, sku: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where((e) => e(e.fn('upper', ['sku']), '=', e.fn('upper', [e.val(sku)])))
    .executeTakeFirst();
  return row?.id;
}

/** True for the unique-index error of a second product or option with the same SKU. */
export function isSkuConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code === '23505') return e.constraint === 'products_sku';
  // SQLite names an expression index's constraint by the index
  return e.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof e.message === 'string' && e.message.includes("'products_sku'");
}

/** Copies a main product's shared fields to its options. */
export async function updateOptionsOf(
  trx: Db,
  mainId: number,
  values: Partial<Insertable<ProductsTable>>,
): Promise<void> {
  await trx.updateTable('products').set(values).where('variant_of', '=', mainId).execute();
}

export async function findImages(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('product_images')
    .select('img_path')
    .where('product_id', '=', productId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.img_path);
}

export async function findCategoryIds(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product_categories')
    .select('category_id')
    .where('product_id', '=', productId)
    .orderBy('category_id')
    .execute();
  return rows.map((r) => r.category_id);
}

/** Whether any order names the product (then it is archived, never deleted). */
export async function isInOrders(db: Db, productId: number): Promise<boolean> {
  const row = await db.selectFrom('order_lines').select('id').where('product_id', '=', productId).executeTakeFirst();
  return row !== undefined;
}

export async function existingCategoryIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('categories').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** The paths among `paths` that some product already shows. */
export async function knownImagePaths(db: Db, paths: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < paths.length; i += 500) {
    const chunk = paths.slice(i, i + 500);
    const rows = await db.selectFrom('product_images').select('img_path').where('img_path', 'in', chunk).execute();
    for (const r of rows) known.add(r.img_path);
  }
  return known;
}

export async function insertProducts(trx: Db, values: Insertable<ProductsTable>[]): Promise<number[]> {
  if (!values.length) return [];
  const rows = await trx.insertInto('products').values(values).returning('id').execute();
  return rows.map((r) => r.id);
}

export async function updateProduct(trx: Db, id: number, values: Partial<Insertable<ProductsTable>>): Promise<void> {
  await trx.updateTable('products').set(values).where('id', '=', id).execute();
}

/** A product's row, read again inside a transaction; on PostgreSQL locked until commit, so saves of it run in turn. */
export async function lockProductRow(trx: Db, id: number): Promise<ProductRow> {
  let read = trx.selectFrom('products').selectAll().where('id', '=', id);
  if (isPostgres(trx)) read = read.forUpdate();
  return read.executeTakeFirstOrThrow();
}

/** A product's stock, its row locked until the transaction ends (PostgreSQL; SQLite has one writer). */
export async function lockedStock(trx: Db, id: number): Promise<number> {
  let read = trx.selectFrom('products').select('quantity').where('id', '=', id);
  if (isPostgres(trx)) read = read.forUpdate();
  return (await read.executeTakeFirstOrThrow()).quantity;
}

/** Sets a product's stock (read it with `lockedStock` in the same transaction first). */
export async function setQuantity(trx: Db, id: number, quantity: number): Promise<void> {
  await trx.updateTable('products').set({ quantity }).where('id', '=', id).execute();
}

/** Replaces the images of products, in order (the first is the main one). */
export async function replaceImages(trx: Db, images: Map<number, string[]>): Promise<void> {
  const ids = [...images.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .deleteFrom('product_images')
      .where('product_id', 'in', ids.slice(i, i + 500))
      .execute();
  }
  const rows = [...images].flatMap(([product_id, paths]) =>
    paths.map((img_path, sort_order) => ({ product_id, img_path, sort_order })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('product_images')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export async function replaceCategories(trx: Db, categories: Map<number, number[]>): Promise<void> {
  const ids = [...categories.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    await trx
      .deleteFrom('product_categories')
      .where('product_id', 'in', ids.slice(i, i + 500))
      .execute();
  }
  const rows = [...categories].flatMap(([product_id, list]) =>
    [...new Set(list)].map((category_id) => ({ product_id, category_id })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await trx
      .insertInto('product_categories')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

export async function deleteProduct(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom('products').where('id', '=', id).execute();
}

/**
 * Adds `delta` units (negative takes) in one statement, so concurrent changes never overwrite each other; the stock
 * after it, or undefined when it would go below zero (nothing changed).
 */
export async function adjustStock(trx: Db, id: number, delta: number, at: string): Promise<number | undefined> {
  const row = await trx
    .updateTable('products')
    .set({ quantity: sql`quantity + ${delta}`, updated_at: at })
    .where('id', '=', id)
    .where(sql<SqlBool>`quantity + ${delta} >= 0`)
    .returning('quantity')
    .executeTakeFirst();
  return row?.quantity;
}

export async function findStockMovements(db: Db, productId: number, page: { limit: number; offset: number }) {
  const query = db.selectFrom('stock_movements').where('stock_movements.product_id', '=', productId);
  const [rows, count] = await Promise.all([
    query
      .leftJoin('staff', 'staff.id', 'stock_movements.staff_id')
      .leftJoin('orders', 'orders.id', 'stock_movements.order_id')
      .selectAll('stock_movements')
      .select(['staff.name as staff_name', 'orders.number as order_number'])
      .orderBy('stock_movements.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// ---------------------------------------------------------------------------------------------
// The CSV file

/** Adds these products' image paths (in their order) and category ids to the maps, by product id. */
async function addImagesAndCategories(
  db: Db,
  ids: number[],
  images: Map<number, string[]>,
  categories: Map<number, number[]>,
): Promise<void> {
  if (!ids.length) return;
  const [imageRows, categoryRows] = await Promise.all([
    db
      .selectFrom('product_images')
      .select(['product_id', 'img_path'])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_categories')
      .select(['product_id', 'category_id'])
      .where('product_id', 'in', ids)
      .orderBy('product_id')
      .orderBy('category_id')
      .execute(),
  ]);
  for (const r of imageRows) images.set(r.product_id, [...(images.get(r.product_id) ?? []), r.img_path]);
  for (const r of categoryRows) {
    categories.set(r.product_id, [...(categories.get(r.product_id) ?? []), r.category_id]);
  }
}

/** Products in id order, `limit` at a time after `afterId`, with their images and categories. */
export async function findProductsForExport(db: Db, afterId: number, limit: number) {
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  const images = new Map<number, string[]>();
  const categories = new Map<number, number[]>();
  await addImagesAndCategories(
    db,
    rows.map((r) => r.id),
    images,
    categories,
  );
  return { rows, images, categories };
}

/** The uuids of the products (or options) that hold these SKUs in any letter case, by `foldSku` of the SKU. */
export async function findUuidsBySku(db: Db, skus: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const distinct = [...new Set(skus)];
  for (let i = 0; i < distinct.length; i += 500) {
    const rows = await db
      .selectFrom('products')
      .select(['sku', 'uuid'])
      .where((e) =>
        e(
          e.fn('upper', ['sku']),
          'in',
          distinct.slice(i, i + 500).map((sku) => e.fn('upper', [e.val(sku)])),
        ),
      )
      .execute();
    for (const r of rows) if (r.sku !== null) found.set(foldSku(r.sku), r.uuid);
  }
  return found;
}

/**
 * The products of these uuids with their images and categories, for an import to compare with, and the main
 * products of the options among them (by id, and by uuid with the others).
 */
export async function findProductsByUuids(db: Db, uuids: string[]) {
  const found = new Map<string, ProductRow>();
  const byId = new Map<number, ProductRow>();
  for (let i = 0; i < uuids.length; i += 500) {
    const rows = await db
      .selectFrom('products')
      .selectAll()
      .where('uuid', 'in', uuids.slice(i, i + 500))
      .execute();
    for (const r of rows) found.set(r.uuid, r);
  }
  const mainIds = [...new Set([...found.values()].flatMap((r) => (r.variant_of === null ? [] : [r.variant_of])))];
  for (let i = 0; i < mainIds.length; i += 500) {
    const rows = await db
      .selectFrom('products')
      .selectAll()
      .where('id', 'in', mainIds.slice(i, i + 500))
      .execute();
    // the main products are found by uuid too, for their options' rows
    for (const r of rows) {
      byId.set(r.id, r);
      if (!found.has(r.uuid)) found.set(r.uuid, r);
    }
  }
  const ids = [...found.values()].map((r) => r.id);
  const images = new Map<number, string[]>();
  const categories = new Map<number, number[]>();
  for (let i = 0; i < ids.length; i += 500) {
    await addImagesAndCategories(db, ids.slice(i, i + 500), images, categories);
  }
  return { found, byId, images, categories };
}

export async function allCategoryIds(db: Db): Promise<Set<number>> {
  const rows = await db.selectFrom('categories').select('id').execute();
  return new Set(rows.map((r) => r.id));
}

/** Makes a second import of the same file wait for the first's transaction (PostgreSQL; SQLite's run one at a time). */
export async function lockFileImport(trx: Db, sha256: string): Promise<void> {
  if (isPostgres(trx)) await sql`SELECT pg_advisory_xact_lock(hashtext(${sha256}))`.execute(trx);
}

/**
 * The last catalogue import of the file with this SHA-256, from the audit log (the import's entry records the file's
 * hash): when it was, or undefined. The entries of imports are the product entries without an id.
 */
export function findFileImport(db: Db, sha256: string): Promise<{ created_at: string } | undefined> {
  return db
    .selectFrom('audit_log')
    .select('created_at')
    .where('entity', '=', 'product')
    .where('entity_id', 'is', null)
    .where('action', '=', 'products.imported')
    .where('after', 'like', `%"file_sha256":"${sha256}"%`)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
