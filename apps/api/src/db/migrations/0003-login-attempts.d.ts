import type { Migration } from 'kysely';
/**
 * Failed-login counters (issue 15 item 2), in the database so a restart does not reset them and every API process
 * shares them. One row per key (`client:address:…`, `client:account:…`, `staff:…`); forward-only (decision 0028).
 */
export declare const loginAttempts: Migration;
