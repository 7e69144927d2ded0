import { type AdminProductListItem, fromMilli, toMilli, unitPrices } from '@dukkan/contracts';

/**
 * What a discounted product costs without its discount, tax included, to strike through beside the price paid (0021,
 * as the storefront's `shelfPrice`), in thousandths like the API's pricing.
 */
export function struckPrice(item: Pick<AdminProductListItem, 'selling_price' | 'tax_rate'>): number {
  return fromMilli(unitPrices(toMilli(item.selling_price), 0, Math.round(item.tax_rate * 100)).selling_price_after_tax);
}
