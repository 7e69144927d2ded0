import type { Migration } from 'kysely';
/**
 * The durable outbox (issue 14): every message the shop sends is a row written in the transaction of the change that
 * causes it; a worker claims due rows (a lease), sends them and marks them sent, or keeps them as failed.
 */
export declare const outbox: Migration;
