import { type Category, type Product, imageUrl } from '@dukkan/contracts';
import type { ProductRow } from '../../db/schema.js';
import { productPrices } from '../../lib/product-prices.js';
import type { CategoryWithCount, ProductRelations } from './repository.js';

/** One product in the API's shape; money leaves the database as integers and is shown in dinars here only. */
export function toProduct(row: ProductRow, relations: ProductRelations): Product {
  // stored paths leave as addresses (an upload's `uploads/<hash>.webp` is served under /images/)
  const images = (relations.images.get(row.id) ?? []).map((p) => imageUrl(p));
  const categories = relations.categories.get(row.id) ?? [];
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
    color: row.color_ar !== null && row.color_en !== null ? { ar: row.color_ar, en: row.color_en } : null,
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
