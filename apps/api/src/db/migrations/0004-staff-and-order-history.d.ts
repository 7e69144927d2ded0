import { type Migration } from 'kysely';
/**
 * The shop's staff (their own accounts and tokens, never the clients'), failed-login locks, the status history
 * and staff notes of orders, and the append-only audit log. New tables only; see docs/decisions/0029-staff-accounts.md.
 */
export declare const staffAndOrderHistory: Migration;
