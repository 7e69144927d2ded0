import { fromMilli, unitPrices } from '@dukkan/contracts';
import type { ProductRow } from '../db/schema.js';

/**
 * A product's prices as the storefront's cards and pages show them (in dinars, by the pricing module of contracts):
 * the catalogue's products and the wishlist's cards answer the same fields.
 */
export function productPrices(row: Pick<ProductRow, 'price_milli' | 'discount_milli' | 'tax_rate_bp'>) {
  const prices = unitPrices(row.price_milli, row.discount_milli, row.tax_rate_bp);
  return {
    selling_price: fromMilli(prices.selling_price),
    selling_price_after_discount: fromMilli(prices.selling_price_after_discount),
    selling_price_after_tax: fromMilli(prices.selling_price_after_tax),
    is_there_discount: prices.is_there_discount,
    discount_percentage: row.price_milli > 0 ? Math.round((100 * row.discount_milli) / row.price_milli) : 0,
    tax_percentage: row.tax_rate_bp / 100,
  };
}
