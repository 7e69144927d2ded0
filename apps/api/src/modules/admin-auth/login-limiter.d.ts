import { type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
/**
 * Counts failed logins per key (the e-mail as typed, whether or not a member has it, so a lock says nothing about
 * who exists) and locks the key for a while after too many. A small interface so a shared limiter can replace it.
 */
export interface LoginLimiter {
    /** seconds until the key may try again, or 0 when it may now */
    lockedFor(key: string): Promise<number>;
    failed(key: string): Promise<void>;
    succeeded(key: string): Promise<void>;
}
export interface LoginLockPolicy {
    /** failures within `windowMs` that lock the key */
    maxFailures: number;
    windowMs: number;
    lockMs: number;
}
export declare const STAFF_LOGIN_LOCK: LoginLockPolicy;
/** The limiter on the `staff_login_failures` table: one upsert per failure, so it holds across API processes. */
export declare function databaseLoginLimiter(db: Kysely<Database>, policy?: LoginLockPolicy): LoginLimiter;
