import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
/**
 * One order (`orders.id = orderId`) with its status, delivery city, package and discount code joined, selecting the
 * order's columns and the city and package names and the code; the caller adds what its own answer needs.
 */
export declare function selectOrderDetails(
  db: Db,
  orderId: number,
): import('kysely').SelectQueryBuilder<
  Database & {
    s: import('../../db/schema.js').OrderStatusesTable;
  } & {
    c: import('kysely').Nullable<import('../../db/schema.js').CitiesTable>;
  } & {
    sp: import('kysely').Nullable<import('../../db/schema.js').ServicePackagesTable>;
  } & {
    dc: import('kysely').Nullable<import('../../db/schema.js').DiscountCodesTable>;
  },
  'c' | 'orders' | 's' | 'sp' | 'dc',
  {
    number: string;
    uuid: string;
    id: number;
    idempotency_key: string | null;
    created_at: string;
    updated_at: string;
    discount_milli: number;
    city_id: number | null;
    near_place: string | null;
    client_id: number;
    status_id: number;
    delivery_method: string;
    service_package_id: number | null;
    receiver_name: string | null;
    receiver_phone: string | null;
    payment_method: string;
    subtotal_milli: number;
    discount_code_id: number | null;
    code_discount_milli: number;
    tax_milli: number;
    delivery_fee_milli: number;
    total_milli: number;
    request_hash: string | null;
  } & {
    city_name_ar: string | null;
    city_name_en: string | null;
    package_name_ar: string | null;
    package_name_en: string | null;
    discount_code: string | null;
  }
>;
export {};
