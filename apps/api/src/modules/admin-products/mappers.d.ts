import { type AdminProduct, type AdminProductListItem, type ProductUpdate } from '@dukkan/contracts';
import type { ProductRow } from '../../db/schema.js';
import type { FieldProblems } from '../../http/errors.js';
import type { AdminProductListRow } from './repository.js';
/** The columns a product's fields are kept in (not the stock, images or categories). */
export declare function toColumns(p: ProductUpdate): {
  name_ar: string;
  name_en: string;
  short_description_ar: string;
  short_description_en: string;
  description_ar: string;
  description_en: string;
  price_milli: number;
  discount_milli: number;
  tax_rate_bp: number;
  is_available: number;
  is_featured: number;
  brand: string | null;
  model: string | null;
  color_ar: string | null;
  color_en: string | null;
  search_text: string;
};
export type ProductColumns = ReturnType<typeof toColumns>;
/** What the search index reads, kept by the application (the storefront search uses the same normaliser). */
export declare function searchText(p: {
  name_ar: string;
  name_en: string;
  brand: string | null;
  model: string | null;
}): string;
export declare function toAdminProduct(
  row: ProductRow,
  relations: {
    images: string[];
    categoryIds: number[];
    inOrders: boolean;
  },
): AdminProduct;
export declare function toListItem(row: AdminProductListRow, lowStockThreshold: number): AdminProductListItem;
/**
 * Problems with the categories and images a product names: every category must exist, and every image must be an
 * upload (a content-hashed path) or a path the catalogue already shows.
 */
export declare function referenceProblems(
  p: {
    category_ids: number[];
    images: string[];
  },
  categories: Set<number>,
  knownImages: Set<string>,
): FieldProblems;
