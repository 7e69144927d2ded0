import { isPostgres } from '../../db/dialect.js';
import type { CategoryRow, Db } from '../../db/schema.js';
import { type Names, nameKeys, takenFields } from '../../lib/taken-names.js';

export interface CategoryListRow extends CategoryRow {
  products_count: number;
  subcategories_count: number;
}

/** Every category with the number of products linked to it and of its sub-categories. */
export async function listCategories(db: Db): Promise<CategoryListRow[]> {
  const rows = await db
    .selectFrom('categories')
    .selectAll('categories')
    .select((eb) => [
      eb
        .selectFrom('product_categories')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('product_categories.category_id', '=', 'categories.id')
        .as('products_count'),
      eb
        .selectFrom('categories as sub')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('sub.parent_id', '=', 'categories.id')
        .as('subcategories_count'),
    ])
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    products_count: Number(r.products_count ?? 0),
    subcategories_count: Number(r.subcategories_count ?? 0),
  }));
}

/** One category; in a transaction on PostgreSQL the row is locked, so no product is linked to it meanwhile. */
export async function findCategory(db: Db, id: number, opts: { lock?: boolean } = {}) {
  let query = db.selectFrom('categories').selectAll().where('id', '=', id);
  if (opts.lock && isPostgres(db)) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function countCategoryLinks(db: Db, id: number): Promise<{ products: number; subcategories: number }> {
  const [products, subcategories] = await Promise.all([
    db
      .selectFrom('product_categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('category_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('parent_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { products: Number(products.n), subcategories: Number(subcategories.n) };
}

/** The ids of the categories under `parentId` (top-level ones for null), in their order. */
export async function siblingIds(db: Db, parentId: number | null): Promise<number[]> {
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Which of the names another category under the same parent already has (the English one in any letter case), leaving
 * out `exceptId`: two "Smartphones" side by side could not be told apart in the shop's menus.
 */
export async function takenNames(
  db: Db,
  parentId: number | null,
  names: Names,
  exceptId: number | null,
): Promise<(keyof Names)[]> {
  const keys = nameKeys(names);
  let query = db
    .selectFrom('categories')
    .select(['name_ar', 'name_en'])
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .where((eb) => eb.or([eb('name_ar', '=', keys.name_ar), eb(eb.fn('lower', ['name_en']), '=', keys.name_en)]));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return takenFields(await query.execute(), names);
}

export async function insertCategory(
  db: Db,
  values: Pick<CategoryRow, 'parent_id' | 'name_ar' | 'name_en' | 'img' | 'sort_order' | 'created_at'>,
): Promise<number> {
  const row = await db.insertInto('categories').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(
  db: Db,
  id: number,
  values: Partial<Pick<CategoryRow, 'parent_id' | 'name_ar' | 'name_en' | 'img' | 'sort_order'>>,
): Promise<void> {
  await db.updateTable('categories').set(values).where('id', '=', id).execute();
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}
