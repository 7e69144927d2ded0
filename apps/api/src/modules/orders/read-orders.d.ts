import { type DiscountCode, type Order, type OrderSummary, type Paged } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
export declare const ORDERS_PAGE_SIZE = 10;
export declare function loadOrder(db: Db, orderId: number): Promise<Order>;
export declare function clientOrder(db: Db, clientId: number, uuid: string): Promise<Order>;
export declare function clientOrders(
  db: Db,
  clientId: number,
  query: {
    page?: number | undefined;
    limit?: number | undefined;
  },
): Promise<Paged<OrderSummary>>;
/** A discount code's terms, and with a subtotal its discount; a code that cannot be used is a 422 on `code`. */
export declare function previewDiscountCode(
  db: Db,
  input: {
    code: string;
    subtotal: number | undefined;
    clientId: number | null;
  },
): Promise<DiscountCode>;
export {};
