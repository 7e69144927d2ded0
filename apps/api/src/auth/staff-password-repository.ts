import { nowIso } from '../db/connection.js';
import type { Db } from '../db/schema.js';

/** Stores a member's new password hash (argon2id): changed by the member, or set by an owner. */
export async function setStaffPasswordHash(db: Db, staffId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ password_hash: passwordHash, updated_at: nowIso() })
    .where('id', '=', staffId)
    .execute();
}
