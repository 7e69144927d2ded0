import { nowIso } from '../../db/connection.js';
import type { Insertable } from 'kysely';
import type { Db, StaffTable } from '../../db/schema.js';

const MEMBER_COLUMNS = ['id', 'name', 'email', 'role', 'disabled', 'totp_secret', 'created_at'] as const;

export function listStaff(db: Db) {
  return db.selectFrom('staff').select(MEMBER_COLUMNS).orderBy('id').execute();
}

export function findMember(db: Db, id: number) {
  return db.selectFrom('staff').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

export async function staffEmailTaken(db: Db, emailNormalized: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .select('id')
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertStaff(db: Db, values: Insertable<StaffTable>): Promise<number> {
  const row = await db.insertInto('staff').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaff(
  db: Db,
  id: number,
  values: { name?: string; role?: string; disabled?: number; updated_at: string },
): Promise<void> {
  await db.updateTable('staff').set(values).where('id', '=', id).execute();
}

/** Enabled owners other than `exceptId`. */
export async function countOtherActiveOwners(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .where('id', '!=', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** True for the unique-index error of a second member with the same e-mail. */
export function isEmailConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown };
  if (e.code === '23505') return true;
  return e.code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof e.message === 'string' && e.message.includes('staff.email');
}

/** Turns off a member's two-step login: the secret, a pending one and the last code's step go (an owner's reset). */
export async function clearTotp(db: Db, id: number): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
