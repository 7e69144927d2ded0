import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
type Db = Kysely<Database>;
export declare function findStaffByEmail(db: Db, emailNormalized: string): Promise<{
    name: string;
    email: string;
    id: number;
    created_at: string;
    updated_at: string;
    email_normalized: string;
    password_hash: string;
    role: string;
    disabled: number;
    totp_secret: string | null;
    totp_pending_secret: string | null;
    totp_last_step: number | null;
} | undefined>;
export declare function findStaffById(db: Db, id: number): Promise<{
    name: string;
    email: string;
    id: number;
    created_at: string;
    updated_at: string;
    email_normalized: string;
    password_hash: string;
    role: string;
    disabled: number;
    totp_secret: string | null;
    totp_pending_secret: string | null;
    totp_last_step: number | null;
} | undefined>;
export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffById>>>;
export declare function setPendingTotpSecret(db: Db, id: number, secret: string): Promise<void>;
/** Marks a code's step as used; false when that step (or a later one) was used already, i.e. a replayed code. */
export declare function useTotpStep(db: Db, id: number, step: number): Promise<boolean>;
export declare function setTotpSecret(db: Db, id: number, secret: string | null): Promise<void>;
export {};
