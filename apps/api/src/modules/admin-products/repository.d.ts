import { type Insertable, type Kysely } from 'kysely';
import type { Database, ProductRow, ProductsTable } from '../../db/schema.js';
type Db = Kysely<Database>;
export interface AdminProductFilter {
  text?: string | undefined;
  categoryId?: number | undefined;
  availability?: 'available' | 'unavailable' | 'out_of_stock' | undefined;
  /** products on offer with this many units or fewer */
  lowStockAtMost?: number | undefined;
  discounted?: boolean | undefined;
  state: 'active' | 'archived' | 'all';
}
/** A page of products for the back office, newest first, with the main image. */
export declare function findAdminProducts(
  db: Db,
  f: AdminProductFilter,
  page: {
    limit: number;
    offset: number;
  },
): Promise<{
  rows: {
    uuid: string;
    id: number;
    name_ar: string;
    name_en: string;
    brand: string | null;
    quantity: number;
    is_available: number;
    price_milli: number;
    discount_milli: number;
    tax_rate_bp: number;
    is_featured: number;
    archived_at: string | null;
    image: string | null;
  }[];
  total: number;
}>;
export type AdminProductListRow = Awaited<ReturnType<typeof findAdminProducts>>['rows'][number];
export declare function findProduct(db: Db, uuid: string): Promise<ProductRow | undefined>;
export declare function findImages(db: Db, productId: number): Promise<string[]>;
export declare function findCategoryIds(db: Db, productId: number): Promise<number[]>;
/** Whether any order names the product (then it is archived, never deleted). */
export declare function isInOrders(db: Db, productId: number): Promise<boolean>;
export declare function existingCategoryIds(db: Db, ids: number[]): Promise<Set<number>>;
/** The paths among `paths` that some product already shows. */
export declare function knownImagePaths(db: Db, paths: string[]): Promise<Set<string>>;
export declare function insertProducts(trx: Db, values: Insertable<ProductsTable>[]): Promise<number[]>;
export declare function updateProduct(trx: Db, id: number, values: Partial<Insertable<ProductsTable>>): Promise<void>;
/** Sets the stock to `quantity`; the stock it had before (on PostgreSQL the row stays locked until commit). */
export declare function setStock(trx: Db, id: number, quantity: number): Promise<number>;
/** Replaces the images of products, in order (the first is the main one). */
export declare function replaceImages(trx: Db, images: Map<number, string[]>): Promise<void>;
export declare function replaceCategories(trx: Db, categories: Map<number, number[]>): Promise<void>;
export declare function deleteProduct(trx: Db, id: number): Promise<void>;
/**
 * Adds `delta` units (negative takes) in one statement, so concurrent changes never overwrite each other; the stock
 * after it, or undefined when it would go below zero (nothing changed).
 */
export declare function adjustStock(trx: Db, id: number, delta: number, at: string): Promise<number | undefined>;
export declare function findStockMovements(
  db: Db,
  productId: number,
  page: {
    limit: number;
    offset: number;
  },
): Promise<{
  rows: {
    id: number;
    order_id: number | null;
    created_at: string;
    product_id: number;
    reason: string;
    staff_id: number | null;
    note: string | null;
    delta: number;
    quantity_after: number;
    staff_name: string | null;
    order_number: string | null;
  }[];
  total: number;
}>;
/** Products in id order, `limit` at a time after `afterId`, with their images and categories. */
export declare function findProductsForExport(
  db: Db,
  afterId: number,
  limit: number,
): Promise<{
  rows: {
    uuid: string;
    id: number;
    created_at: string;
    updated_at: string;
    name_ar: string;
    name_en: string;
    short_description_ar: string;
    short_description_en: string;
    description_ar: string;
    description_en: string;
    brand: string | null;
    model: string | null;
    color_ar: string | null;
    color_en: string | null;
    quantity: number;
    is_available: number;
    price_milli: number;
    discount_milli: number;
    tax_rate_bp: number;
    is_featured: number;
    sales_count: number;
    search_text: string;
    archived_at: string | null;
  }[];
  images: Map<number, string[]>;
  categories: Map<number, number[]>;
}>;
/** The products of these uuids with their images and categories, for an import to compare with. */
export declare function findProductsByUuids(
  db: Db,
  uuids: string[],
): Promise<{
  found: Map<
    string,
    {
      uuid: string;
      id: number;
      created_at: string;
      updated_at: string;
      name_ar: string;
      name_en: string;
      short_description_ar: string;
      short_description_en: string;
      description_ar: string;
      description_en: string;
      brand: string | null;
      model: string | null;
      color_ar: string | null;
      color_en: string | null;
      quantity: number;
      is_available: number;
      price_milli: number;
      discount_milli: number;
      tax_rate_bp: number;
      is_featured: number;
      sales_count: number;
      search_text: string;
      archived_at: string | null;
    }
  >;
  images: Map<number, string[]>;
  categories: Map<number, number[]>;
}>;
export declare function allCategoryIds(db: Db): Promise<Set<number>>;
export {};
