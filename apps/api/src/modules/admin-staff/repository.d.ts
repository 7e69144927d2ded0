import type { Insertable, Kysely } from 'kysely';
import type { Database, StaffTable } from '../../db/schema.js';
type Db = Kysely<Database>;
export declare function listStaff(db: Db): Promise<{
    name: string;
    email: string;
    id: number;
    created_at: string;
    role: string;
    disabled: number;
    totp_secret: string | null;
}[]>;
export declare function findMember(db: Db, id: number): Promise<{
    name: string;
    email: string;
    id: number;
    created_at: string;
    role: string;
    disabled: number;
    totp_secret: string | null;
} | undefined>;
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;
export declare function staffEmailTaken(db: Db, emailNormalized: string): Promise<boolean>;
export declare function insertStaff(db: Db, values: Insertable<StaffTable>): Promise<number>;
export declare function updateStaff(db: Db, id: number, values: {
    name?: string;
    role?: string;
    disabled?: number;
    updated_at: string;
}): Promise<void>;
/** Enabled owners other than `exceptId`. */
export declare function countOtherActiveOwners(db: Db, exceptId: number): Promise<number>;
/** True for the unique-index error of a second member with the same e-mail. */
export declare function isEmailConflict(error: unknown): boolean;
export {};
