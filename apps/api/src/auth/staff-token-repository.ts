import type { StaffRole } from '@dukkan/contracts';
import { nowIso } from '../db/connection.js';
import type { Db } from '../db/schema.js';
import { hashToken, newStoredToken } from './token-repository.js';

/** Issues a staff token (256 random bits; only its SHA-256 is stored, in its own table). */
export async function issueStaffToken(db: Db, staffId: number, ttlHours: number): Promise<string> {
  const { token, stored } = newStoredToken(ttlHours * 3_600_000);
  await db
    .insertInto('staff_tokens')
    .values({ staff_id: staffId, ...stored })
    .execute();
  return token;
}

export interface AuthenticatedStaff {
  id: number;
  name: string;
  role: StaffRole;
  tokenId: number;
}

/** The enabled member behind a live (unexpired, unrevoked) staff token; a disabled member's tokens find nothing. */
export async function resolveStaff(db: Db, token: string): Promise<AuthenticatedStaff | null> {
  const row = await db
    .selectFrom('staff_tokens')
    .innerJoin('staff', 'staff.id', 'staff_tokens.staff_id')
    .select(['staff.id as id', 'staff.name as name', 'staff.role as role', 'staff_tokens.id as tokenId'])
    .where('staff_tokens.token_hash', '=', hashToken(token))
    .where('staff_tokens.revoked_at', 'is', null)
    .where('staff_tokens.expires_at', '>', nowIso())
    .where('staff.disabled', '=', 0)
    .executeTakeFirst();
  return row ? { ...row, role: row.role as StaffRole } : null;
}

export async function revokeStaffToken(db: Db, tokenId: number): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ revoked_at: nowIso() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends a member's sessions but the one they are using (their password changed, or two-factor login turned on). */
export async function revokeOtherStaffTokens(db: Db, staffId: number, keepTokenId: number): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ revoked_at: nowIso() })
    .where('staff_id', '=', staffId)
    .where('id', '!=', keepTokenId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every session of a member (disabled, or their role changed). */
export async function revokeAllStaffTokens(db: Db, staffId: number): Promise<void> {
  await db
    .updateTable('staff_tokens')
    .set({ revoked_at: nowIso() })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .execute();
}
