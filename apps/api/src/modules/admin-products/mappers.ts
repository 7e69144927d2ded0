import {
  type AdminProduct,
  type AdminProductListItem,
  type AdminProductOption,
  type ProductOptionUpdate,
  type ProductUpdate,
  UPLOADED_IMAGE_PATH,
  fromMilli,
  toMilli,
  unitPrices,
} from '@dukkan/contracts';
import { productSearchText } from '../../lib/product-search.js';
import type { ProductRow } from '../../db/schema.js';
import type { FieldProblems } from '../../http/errors.js';
import type { AdminProductListRow } from './repository.js';

/** The columns a product's fields are kept in (not the stock, images or categories). */
export function toColumns(p: ProductUpdate) {
  return {
    name_ar: p.name_ar,
    name_en: p.name_en,
    short_description_ar: p.short_description_ar,
    short_description_en: p.short_description_en,
    description_ar: p.description_ar,
    description_en: p.description_en,
    price_milli: toMilli(p.selling_price),
    discount_milli: toMilli(p.discount),
    tax_rate_bp: Math.round(p.tax_rate * 100),
    is_available: p.is_available ? 1 : 0,
    is_featured: p.is_featured ? 1 : 0,
    brand: p.brand,
    model: p.model,
    color_ar: p.color_ar,
    color_en: p.color_en,
    size_ar: p.size_ar,
    size_en: p.size_en,
    sku: p.sku,
    search_text: searchText(p),
  };
}

/** What an option keeps of its own (decision 0053); its names, descriptions and the rest are its main product's. */
export function toOptionColumns(p: ProductOptionUpdate) {
  return {
    price_milli: toMilli(p.selling_price),
    discount_milli: toMilli(p.discount),
    tax_rate_bp: Math.round(p.tax_rate * 100),
    is_available: p.is_available ? 1 : 0,
    color_ar: p.color_ar,
    color_en: p.color_en,
    size_ar: p.size_ar,
    size_en: p.size_en,
    sku: p.sku,
  };
}

/** The fields an option copies from its main product, so orders, receipts and the CSV read them on its own row. */
export function sharedColumns(main: ProductRow) {
  return {
    name_ar: main.name_ar,
    name_en: main.name_en,
    short_description_ar: main.short_description_ar,
    short_description_en: main.short_description_en,
    description_ar: main.description_ar,
    description_en: main.description_en,
    brand: main.brand,
    model: main.model,
    is_featured: main.is_featured,
    search_text: main.search_text,
  };
}

/** What the search index reads, kept by the application (the storefront search uses the same normaliser). */
export function searchText(p: { name_ar: string; name_en: string; brand: string | null; model: string | null }) {
  return productSearchText(`${p.name_ar} ${p.name_en} ${p.brand ?? ''} ${p.model ?? ''}`);
}

const priceToPay = (row: Pick<ProductRow, 'price_milli' | 'discount_milli' | 'tax_rate_bp'>) =>
  fromMilli(unitPrices(row.price_milli, row.discount_milli, row.tax_rate_bp).selling_price_after_tax);

export function toAdminOption(
  row: ProductRow,
  relations: { images: string[]; inOrders: boolean },
): Omit<AdminProductOption, 'revision'> {
  return {
    uuid: row.uuid,
    sku: row.sku,
    color_ar: row.color_ar,
    color_en: row.color_en,
    size_ar: row.size_ar,
    size_en: row.size_en,
    selling_price: fromMilli(row.price_milli),
    discount: fromMilli(row.discount_milli),
    tax_rate: row.tax_rate_bp / 100,
    price_to_pay: priceToPay(row),
    quantity: row.quantity,
    is_available: row.is_available === 1,
    images: relations.images,
    archived_at: row.archived_at,
    in_orders: relations.inOrders,
  };
}

export function toAdminProduct(
  row: ProductRow,
  relations: { images: string[]; categoryIds: number[]; inOrders: boolean; options: AdminProductOption[] },
): Omit<AdminProduct, 'revision'> {
  // a main product has all an option has (it is the group's first option), and what the group shares
  return {
    ...toAdminOption(row, relations),
    name_ar: row.name_ar,
    name_en: row.name_en,
    short_description_ar: row.short_description_ar,
    short_description_en: row.short_description_en,
    description_ar: row.description_ar,
    description_en: row.description_en,
    is_featured: row.is_featured === 1,
    brand: row.brand,
    model: row.model,
    category_ids: relations.categoryIds,
    sales_count: row.sales_count,
    options: relations.options,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toListItem(row: AdminProductListRow, lowStockThreshold: number): AdminProductListItem {
  return {
    uuid: row.uuid,
    name_ar: row.name_ar,
    name_en: row.name_en,
    selling_price: fromMilli(row.price_milli),
    discount: fromMilli(row.discount_milli),
    price_to_pay: priceToPay(row),
    tax_rate: row.tax_rate_bp / 100,
    quantity: row.quantity,
    is_available: row.is_available === 1,
    is_featured: row.is_featured === 1,
    brand: row.brand,
    archived_at: row.archived_at,
    sku: row.sku,
    image: row.image ?? null,
    low_stock: row.is_available === 1 && row.quantity <= lowStockThreshold,
    options_count: Number(row.options_count),
  };
}

/**
 * Problems with the categories and images a product names: every category must exist, and every image must be an
 * upload (a content-hashed path) or a path the catalogue already shows.
 */
export function referenceProblems(
  p: { category_ids: number[]; images: string[] },
  categories: Set<number>,
  knownImages: Set<string>,
): FieldProblems {
  const problems: FieldProblems = {};
  const missing = p.category_ids.filter((id) => !categories.has(id));
  if (missing.length) {
    problems['category_ids'] = missing.map((id) => ({ code: 'category_id_unknown' as const, params: { id } }));
  }
  p.images.forEach((path, i) => {
    if (!UPLOADED_IMAGE_PATH.test(path) && !knownImages.has(path)) {
      problems[`images.${i}`] = [{ code: 'image_not_found', params: { path } }];
    }
  });
  return problems;
}
