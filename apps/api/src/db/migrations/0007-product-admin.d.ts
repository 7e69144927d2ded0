import { type Migration } from 'kysely';
export declare const STOCK_REASONS_SQL =
  "'received', 'damaged', 'returned', 'count_correction', 'initial', 'import', 'sale', 'order_changed', 'order_cancelled'";
/**
 * The catalogue back office (issue 13): products that orders reference are archived rather than deleted
 * (`archived_at`; a partial index lists the few archived ones so storefront queries can leave them out cheaply),
 * and every change of stock is a row of `stock_movements` (docs/decisions/0043-product-admin.md).
 */
export declare const productAdmin: Migration;
