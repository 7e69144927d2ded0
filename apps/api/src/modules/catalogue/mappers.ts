import { type Category, type Product, type ProductOption, imageUrl, localizedPair } from '@dukkan/contracts';
import type { ProductRow } from '../../db/schema.js';
import { productPrices } from '../../lib/product-prices.js';
import type { CategoryWithCount, ProductRelations } from './repository.js';

/** A row's pictures as addresses: its own, or its main product's for an option without any (decision 0053). */
function imagesOf(row: ProductRow, relations: ProductRelations): string[] {
  const own = relations.images.get(row.id) ?? [];
  const shown = own.length || row.variant_of === null ? own : (relations.images.get(row.variant_of) ?? []);
  // stored paths leave as addresses (an upload's `uploads/<hash>.webp` is served under /images/)
  return shown.map((p) => imageUrl(p));
}

/** One option of a product's group, for the picker of the product page. */
export function toProductOption(row: ProductRow, relations: ProductRelations): ProductOption {
  const images = imagesOf(row, relations);
  return {
    uuid: row.uuid,
    color: localizedPair(row.color_ar, row.color_en),
    size: localizedPair(row.size_ar, row.size_en),
    sku: row.sku,
    quantity: row.quantity,
    is_available: row.is_available === 1,
    ...productPrices(row),
    main_attachment: images[0] ? { img_path: images[0] } : null,
  };
}

/**
 * The version of what `toProduct` makes, kept with every stored card (migration 0017): a card of another format is
 * built again. Raise it with any change to a card's content (mappers-format.test.ts fails until it is raised).
 */
export const CARD_FORMAT = 1;

/** One product in the API's shape; money leaves the database as integers and is shown in dinars here only. */
export function toProduct(row: ProductRow, relations: ProductRelations): Product {
  const mainId = row.variant_of ?? row.id;
  const images = imagesOf(row, relations);
  // an option is filed under its main product's categories
  const categories = relations.categories.get(mainId) ?? [];
  const otherOptions = relations.optionCounts.get(mainId) ?? 0;
  return {
    uuid: row.uuid,
    name: { ar: row.name_ar, en: row.name_en },
    short_description: { ar: row.short_description_ar, en: row.short_description_en },
    description: { ar: row.description_ar, en: row.description_en },
    quantity: row.quantity,
    is_available: row.is_available === 1,
    ...productPrices(row),
    brand: row.brand,
    modal: row.model,
    color: localizedPair(row.color_ar, row.color_en),
    size: localizedPair(row.size_ar, row.size_en),
    sku: row.sku,
    variant_of: row.variant_of === null ? null : (relations.mainUuids.get(row.variant_of) ?? null),
    options_count: otherOptions > 0 ? otherOptions + 1 : 0,
    is_featured: row.is_featured === 1,
    sales_count: row.sales_count,
    main_attachment: images[0] ? { img_path: images[0] } : null,
    attachments: images.map((img_path) => ({ img_path })),
    CategoryProducts: categories.map((c) => ({
      category: { id: c.id, name: { ar: c.name_ar, en: c.name_en }, img: c.img && imageUrl(c.img) },
    })),
    created_at: row.created_at,
  };
}

/** Top-level categories with their sub-categories nested, in the spec's shape. */
export function toCategoryTree(rows: CategoryWithCount[]): Category[] {
  const top = rows.filter((r) => r.parent_id === null);
  return top.map((c) => ({
    id: c.id,
    name: { ar: c.name_ar, en: c.name_en },
    img: c.img && imageUrl(c.img),
    ProductsCount: c.products_count,
    SubCategories: rows
      .filter((s) => s.parent_id === c.id)
      .map((s) => ({
        id: s.id,
        name: { ar: s.name_ar, en: s.name_en },
        img: s.img && imageUrl(s.img),
        ProductsCount: s.products_count,
      })),
  }));
}
