import { nowIso } from '../../db/connection.js';
import { isPostgres } from '../../db/dialect.js';
import type { Db } from '../../db/schema.js';

export function findStaffByEmail(db: Db, emailNormalized: string) {
  return db.selectFrom('staff').selectAll().where('email_normalized', '=', emailNormalized).executeTakeFirst();
}

export function findStaffById(db: Db, id: number) {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}
export type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffById>>>;

/**
 * What a login checked of a member, read again in the transaction that opens the session; on PostgreSQL the row
 * stays locked until it ends, so a password change, a new e-mail or a disabling that commits meanwhile waits and then
 * ends the new session with the others (SQLite runs one write transaction at a time). Two-factor login turned on
 * meanwhile counts as such a change.
 */
export function lockStaffLogin(trx: Db, id: number) {
  let read = trx
    .selectFrom('staff')
    .select(['password_hash', 'email_normalized', 'disabled', 'totp_secret'])
    .where('id', '=', id);
  if (isPostgres(trx)) read = read.forUpdate();
  return read.executeTakeFirst();
}

export async function setPendingTotpSecret(db: Db, id: number, secret: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_pending_secret: secret, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Marks a code's step as used; false when that step (or a later one) was used already, i.e. a replayed code. */
export async function useTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setTotpSecret(db: Db, id: number, secret: string | null): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: secret, totp_pending_secret: null, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
