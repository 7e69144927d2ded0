import type { StaffRole } from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
type Db = Kysely<Database>;
/** Issues a staff token (256 random bits; only its SHA-256 is stored, in its own table). */
export declare function issueStaffToken(db: Db, staffId: number, ttlHours: number): Promise<string>;
export interface AuthenticatedStaff {
    id: number;
    name: string;
    role: StaffRole;
    tokenId: number;
}
/** The enabled member behind a live (unexpired, unrevoked) staff token; a disabled member's tokens find nothing. */
export declare function resolveStaff(db: Db, token: string): Promise<AuthenticatedStaff | null>;
export declare function revokeStaffToken(db: Db, tokenId: number): Promise<void>;
/** Ends every session of a member (disabled, or their role changed). */
export declare function revokeAllStaffTokens(db: Db, staffId: number): Promise<void>;
export {};
