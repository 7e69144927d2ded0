import type { ChangeOrderProductBody, Order } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
/**
 * Sets a line's quantity (0 removes it) while the order is pending, taking or returning the difference in
 * stock atomically and recomputing the totals from the lines' price snapshots. Removing the last line
 * cancels the order, returns its stock and releases its discount code use.
 */
export declare function changeOrderProduct(db: Db, clientId: number, input: ChangeOrderProductBody): Promise<Order>;
export {};
