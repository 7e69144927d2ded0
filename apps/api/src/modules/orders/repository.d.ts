import { type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, DiscountCodeUsesTable, OrderLineRow, OrderLinesTable, OrdersTable } from '../../db/schema.js';
import type { DiscountCodeRow } from './discount-codes.js';
type Db = Kysely<Database>;
export declare function findProductsByUuids(
  db: Db,
  uuids: string[],
): Promise<
  {
    uuid: string;
    id: number;
    name_ar: string;
    name_en: string;
    quantity: number;
    is_available: number;
    price_milli: number;
    discount_milli: number;
    tax_rate_bp: number;
    img_path: string | null;
  }[]
>;
export type OrderableProduct = Awaited<ReturnType<typeof findProductsByUuids>>[number];
export declare function findProductStock(
  db: Db,
  productId: number,
): Promise<
  | {
      quantity: number;
      is_available: number;
    }
  | undefined
>;
/** Takes `quantity` units if that many are in stock and the product is offered; false when not (nothing changed). */
export declare function takeStock(db: Db, productId: number, quantity: number): Promise<boolean>;
export declare function findDiscountCode(db: Db, normalizedCode: string): Promise<DiscountCodeRow | undefined>;
export declare function findDiscountCodeById(db: Db, id: number): Promise<DiscountCodeRow | undefined>;
export declare function countCodeUses(db: Db, codeId: number, clientId: number): Promise<number>;
/** Counts one use if the code has uses left; false when it is used up. On PostgreSQL this also locks the code's row until commit. */
export declare function takeCodeUse(db: Db, codeId: number): Promise<boolean>;
export declare function statusId(db: Db, code: string): Promise<number>;
/** Serialises submissions that share an Idempotency-Key until the first commits (PostgreSQL; SQLite runs one transaction at a time). */
export declare function lockIdempotencyKey(db: Db, clientId: number, key: string): Promise<void>;
export declare function findOrderByKey(
  db: Db,
  clientId: number,
  key: string,
): Promise<
  | {
      uuid: string;
      id: number;
      request_hash: string | null;
    }
  | undefined
>;
/** True for the unique-constraint error of a second order with the same client and Idempotency-Key. */
export declare function isIdempotencyConflict(error: unknown): boolean;
export declare function findOrderForClient(
  db: Db,
  clientId: number,
  uuid: string,
): Promise<
  | {
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
    }
  | undefined
>;
/** One order with its status, delivery city and package, and code, for the details answer. */
export declare function findOrderDetails(
  db: Db,
  orderId: number,
): Promise<{
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
  city_name_ar: string | null;
  city_name_en: string | null;
  package_name_ar: string | null;
  package_name_en: string | null;
  discount_code: string | null;
  status_name_ar: string;
  status_name_en: string;
  status_code: string;
  package_time_ar: string | null;
  package_time_en: string | null;
}>;
export type OrderDetailsRow = Awaited<ReturnType<typeof findOrderDetails>>;
export declare function findOrderLines(db: Db, orderId: number): Promise<OrderLineRow[]>;
export declare function findClientOrders(
  db: Db,
  clientId: number,
  page: {
    limit: number;
    offset: number;
  },
): Promise<{
  rows: {
    number: string;
    uuid: string;
    created_at: string;
    status_id: number;
    delivery_method: string;
    total_milli: number;
    status_name_ar: string;
    status_name_en: string;
    items: number | null;
    status_code: string;
    lines: number | null;
  }[];
  total: number;
}>;
export type OrderListRow = Awaited<ReturnType<typeof findClientOrders>>['rows'][number];
/** Inserts an order and gives it its number (DK-000123, from its id); answers the id. */
export declare function insertOrder(
  db: Db,
  values: Omit<Insertable<OrdersTable>, 'number'>,
  numberOf: (id: number) => string,
): Promise<number>;
export declare function insertOrderLines(db: Db, lines: Insertable<OrderLinesTable>[]): Promise<void>;
export declare function insertCodeUse(db: Db, use: Insertable<DiscountCodeUsesTable>): Promise<void>;
/** Touches the order if it has this status, which also locks its row until the transaction ends; false when not. */
export declare function touchOrderInStatus(db: Db, orderId: number, status: number, now: string): Promise<boolean>;
export declare function findOrder(
  db: Db,
  orderId: number,
): Promise<{
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
}>;
export declare function updateOrder(db: Db, orderId: number, changes: Updateable<OrdersTable>): Promise<void>;
export declare function deleteOrderLine(db: Db, lineId: number): Promise<void>;
export declare function updateOrderLine(db: Db, lineId: number, changes: Updateable<OrderLinesTable>): Promise<void>;
export {};
