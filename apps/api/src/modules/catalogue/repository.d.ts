import { type Kysely } from 'kysely';
import type { CategoryRow, Database, ProductRow } from '../../db/schema.js';
export interface ProductFilter {
  categoryId?: number | undefined;
  subCategoryId?: number | undefined;
  name?: string | undefined;
  specificName?: string | undefined;
  discountedOnly?: boolean | undefined;
}
export interface ProductRelations {
  images: Map<number, string[]>;
  categories: Map<number, Pick<CategoryRow, 'id' | 'name_ar' | 'name_en' | 'img'>[]>;
}
export declare function findProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  page: {
    limit: number;
    offset: number;
  },
): Promise<{
  rows: ProductRow[];
  total: number;
}>;
export type ProductListKind = 'featured' | 'latest' | 'best_seller';
export declare function listProducts(db: Kysely<Database>, kind: ProductListKind, limit: number): Promise<ProductRow[]>;
export declare function findProductByUuid(db: Kysely<Database>, uuid: string): Promise<ProductRow | undefined>;
/** Images and categories for a page of products, in two queries whatever the page size. */
export declare function loadRelations(db: Kysely<Database>, productIds: number[]): Promise<ProductRelations>;
export interface CategoryWithCount extends CategoryRow {
  products_count: number;
}
export declare function listCategoriesWithCounts(db: Kysely<Database>): Promise<CategoryWithCount[]>;
