import type { Db } from '../../db/schema.js';

/** An order status's names in both languages, from a query that joins `order_statuses as s`. */
export const statusNames = ['s.name_ar as status_name_ar', 's.name_en as status_name_en'] as const;

/**
 * One order (`orders.id = orderId`) with its status, delivery city, package and discount code joined, selecting the
 * order's columns and the city and package names and the code; the caller adds what its own answer needs.
 */
export function selectOrderDetails(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('order_statuses as s', 's.id', 'orders.status_id')
    .leftJoin('cities as c', 'c.id', 'orders.city_id')
    .leftJoin('service_packages as sp', 'sp.id', 'orders.service_package_id')
    .leftJoin('discount_codes as dc', 'dc.id', 'orders.discount_code_id')
    .selectAll('orders')
    .select([
      'c.name_ar as city_name_ar',
      'c.name_en as city_name_en',
      'sp.name_ar as package_name_ar',
      'sp.name_en as package_name_en',
      'dc.code as discount_code',
    ])
    .where('orders.id', '=', orderId);
}
