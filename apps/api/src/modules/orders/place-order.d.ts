import { type Locale, type Order, type SaleBody } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
/** The body as it was understood, in a fixed order (lines sorted), so a retry hashes the same however its JSON was laid out. */
export declare function requestHash(body: SaleBody): string;
export interface PlaceOrderInput {
  clientId: number;
  body: SaleBody;
  idempotencyKey: string | null;
  /** the language of the shopper's messages about this order (data for the outbox; nothing here translates) */
  locale: Locale;
}
export interface PlacedOrder {
  order: Order;
  /** true when this answers a retry of an order placed before */
  replayed: boolean;
}
/**
 * Places an order in one transaction: stock is taken with a conditional update per line, the discount code's
 * use is counted atomically, and the order is written with a price snapshot per line. Any refusal rolls
 * everything back. With an Idempotency-Key, a retry of the same body answers the order placed the first time.
 */
export declare function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder>;
/** DK-000123: the order's id, padded; longer ids simply grow. */
export declare function orderNumber(id: number): string;
export {};
