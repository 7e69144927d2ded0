import { type StaffLogin, type StaffMe, type StaffSession, type TotpSetup } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type StaffAuditActor } from '../../lib/audit/repository.js';
import type { LoginLimiter } from './login-limiter.js';
type Db = Kysely<Database>;
export interface AdminAuthContext {
    db: Db;
    limiter: LoginLimiter;
    tokenTtlHours: number;
}
export declare const normalizeStaffEmail: (email: string) => string;
/**
 * Logs a member in. An unknown e-mail and a wrong password get the same 401 after the same work (a dummy hash
 * is checked); a disabled member too. Failures lock the e-mail for a while (429), known or not. With two-factor
 * login on, a missing code is 422 `otp_required` and a wrong one 422 `otp_invalid` (counted as a failure).
 */
export declare function login(ctx: AdminAuthContext, input: StaffLogin, ip: string | null): Promise<StaffSession>;
export declare function logout(db: Db, actor: StaffAuditActor, tokenId: number): Promise<void>;
export declare function me(db: Db, id: number): Promise<StaffMe>;
/** Starts two-factor setup: a new secret waits for a code from the app before it is turned on. */
export declare function setUpTotp(db: Db, id: number): Promise<TotpSetup>;
/** Turns two-factor login on with a code made from the pending secret. */
export declare function enableTotp(db: Db, actor: StaffAuditActor, code: string): Promise<void>;
/** Turns two-factor login off; it takes a current code, so a stolen session alone cannot do it. */
export declare function disableTotp(db: Db, actor: StaffAuditActor, code: string): Promise<void>;
export {};
