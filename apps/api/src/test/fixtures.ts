import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../db/connection.js';
import { productSearchText } from '../lib/product-search.js';
import type { Database, NewProduct } from '../db/schema.js';

export async function insertCategory(
  db: Kysely<Database>,
  values: { name_ar: string; name_en: string; parent_id?: number | null; img?: string | null },
): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({
      name_ar: values.name_ar,
      name_en: values.name_en,
      parent_id: values.parent_id ?? null,
      img: values.img ?? null,
      sort_order: 0,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ProductFixture extends Partial<NewProduct> {
  name_ar: string;
  name_en: string;
  categories?: number[];
  images?: string[];
}

/** A products row with the fixtures' defaults under `values`, its search text made from its names, brand and model. */
export function productRow(values: Omit<ProductFixture, 'categories' | 'images'>): NewProduct {
  const now = nowIso();
  return {
    uuid: randomUUID(),
    short_description_ar: '',
    short_description_en: '',
    description_ar: '',
    description_en: '',
    quantity: 10,
    is_available: 1,
    price_milli: 10_000,
    discount_milli: 0,
    tax_rate_bp: 0,
    is_featured: 0,
    sales_count: 0,
    created_at: now,
    updated_at: now,
    ...values,
    search_text: productSearchText(`${values.name_ar} ${values.name_en} ${values.brand ?? ''} ${values.model ?? ''}`),
  };
}

export async function insertProduct(db: Kysely<Database>, p: ProductFixture): Promise<{ id: number; uuid: string }> {
  const { categories = [], images = [], ...values } = p;
  const row = await db
    .insertInto('products')
    .values(productRow(values))
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
  for (const category_id of categories) {
    await db.insertInto('product_categories').values({ product_id: row.id, category_id }).execute();
  }
  for (const [i, img_path] of images.entries()) {
    await db.insertInto('product_images').values({ product_id: row.id, img_path, sort_order: i }).execute();
  }
  return { id: row.id, uuid: row.uuid };
}
