import {
  type AddStaff,
  type CreateStaff,
  type Language,
  type StaffPasswordSet,
  type StaffTotpReset,
  type StaffMember,
  type StaffRole,
  type UpdateStaff,
  passwordRepeatsEmail,
} from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { fieldProblem, notFound, unprocessable } from '../../http/errors.js';
import { type AuditActor, changedFields, recordAudit, recordCreated } from '../../lib/audit/repository.js';
import { revokeAllStaffTokens } from '../../auth/staff-token-repository.js';
import { enqueueStaffPassword } from '../notifications/enqueue.js';
import { type AdminAuthContext, confirmOwnPassword } from '../admin-auth/service.js';
import type { SessionActor } from '../../auth/staff-guard.js';
import { hashPassword } from '../../auth/passwords.js';
import { setStaffPasswordHash } from '../../auth/staff-password-repository.js';
import {
  type MemberRow,
  clearTotp,
  countOtherActiveOwners,
  findMember,
  insertStaff,
  isEmailConflict,
  listStaff,
  staffEmailTaken,
  updateStaff,
} from './repository.js';

function toMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as StaffRole,
    disabled: row.disabled === 1,
    totp_enabled: row.totp_secret !== null,
    created_at: row.created_at,
  };
}

export async function staffList(db: Db): Promise<StaffMember[]> {
  return (await listStaff(db)).map(toMember);
}

/** Adds a member (the owner in the app, or `npm run staff:create`); the password is stored as argon2id. */
export async function createStaff(db: Db, actor: AuditActor, input: CreateStaff): Promise<StaffMember> {
  const email = input.email.trim();
  const emailNormalized = email.toLowerCase();
  if (passwordRepeatsEmail(input.password, email))
    throw unprocessable(fieldProblem('password', 'password_repeats_email'));
  if (await staffEmailTaken(db, emailNormalized)) throw unprocessable(fieldProblem('email', 'staff_email_taken'));
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const newId = await insertStaff(trx, {
        name: input.name,
        email,
        email_normalized: emailNormalized,
        password_hash: passwordHash,
        role: input.role,
        disabled: 0,
        created_at: now,
        updated_at: now,
      });
      await recordCreated(trx, actor, 'staff', newId, { name: input.name, email, role: input.role, disabled: false });
      return newId;
    });
    return toMember((await findMember(db, id)) as MemberRow);
  } catch (error) {
    if (isEmailConflict(error)) throw unprocessable(fieldProblem('email', 'staff_email_taken'));
    throw error;
  }
}

/**
 * The owner adds a member in the app, with their own current password (counted with the session's other checks), so
 * that a session left open cannot make whoever finds it an account of their own.
 */
export async function addMember(
  ctx: Pick<AdminAuthContext, 'db' | 'limiter'>,
  actor: SessionActor,
  input: AddStaff,
): Promise<StaffMember> {
  const { current_password: ownPassword, ...member } = input;
  await confirmOwnPassword(ctx, actor, ownPassword);
  return createStaff(ctx.db, actor, member);
}

/**
 * Renames, re-roles, disables or enables a member. Disabling ends their sessions at once; the last enabled owner
 * cannot be disabled or re-roled, so the shop is never left without one. Making a member an owner, or enabling a
 * disabled owner, takes the owner's own current password (counted with the session's other checks): someone at an
 * owner's session left open cannot make an account of theirs an owner, nor bring back a dismissed owner's.
 */
export async function updateMember(
  ctx: Pick<AdminAuthContext, 'db' | 'limiter'>,
  actor: SessionActor,
  id: number,
  body: UpdateStaff,
): Promise<StaffMember> {
  const { db } = ctx;
  const { current_password: ownPassword, ...input } = body;
  if (input.role === 'owner' || input.disabled === false) {
    const row = await findMember(db, id);
    if (!row) throw notFound('staff_not_found');
    // an owner is made, or a disabled owner enabled again (one dismissed who still knows their password)
    const grantsOwner =
      (input.role === 'owner' && row.role !== 'owner') ||
      (row.role === 'owner' && row.disabled === 1 && input.disabled === false && (input.role ?? 'owner') === 'owner');
    if (grantsOwner) {
      if (ownPassword === undefined) throw unprocessable(fieldProblem('current_password', 'required'));
      await confirmOwnPassword(ctx, actor, ownPassword);
    }
  }
  await db.transaction().execute(async (trx) => {
    const row = await findMember(trx, id);
    if (!row) throw notFound('staff_not_found');
    const before = { name: row.name, role: row.role, disabled: row.disabled === 1 };
    const { before: was, after: now } = changedFields(before, input);
    if (Object.keys(now).length === 0) return;

    const losesOwner =
      row.role === 'owner' && row.disabled === 0 && ((now['role'] ?? 'owner') !== 'owner' || now['disabled'] === true);
    if (losesOwner && (await countOtherActiveOwners(trx, id)) === 0) {
      throw unprocessable(fieldProblem(now['role'] !== undefined ? 'role' : 'disabled', 'staff_last_owner'));
    }
    await updateStaff(trx, id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.disabled !== undefined ? { disabled: input.disabled ? 1 : 0 } : {}),
      updated_at: nowIso(),
    });
    if (now['disabled'] === true) await revokeAllStaffTokens(trx, id);
    await recordAudit(trx, actor, { action: 'staff.updated', entity: 'staff', entityId: id, before: was, after: now });
  });
  return toMember((await findMember(db, id)) as MemberRow);
}

/**
 * Sets a new password for another member who forgot theirs (the owner tells it to them in person), with the owner's
 * own current password, so that a session left open cannot take another account. Their sessions end, the change is
 * audited (never the password), and their e-mail is told who set it, in the owner's language. An owner's own password
 * is changed on their account page.
 */
export async function setMemberPassword(
  ctx: Pick<AdminAuthContext, 'db' | 'limiter'>,
  actor: SessionActor,
  id: number,
  input: StaffPasswordSet,
  language: Language,
): Promise<StaffMember> {
  const { db } = ctx;
  const row = await findMember(db, id);
  if (!row) throw notFound('staff_not_found');
  if (actor.staffId === id) throw unprocessable(fieldProblem('password', 'staff_own_password'));
  const owner = await confirmOwnPassword(ctx, actor, input.current_password);
  if (passwordRepeatsEmail(input.password, row.email)) {
    throw unprocessable(fieldProblem('password', 'password_repeats_email'));
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await setStaffPasswordHash(trx, id, passwordHash);
    await revokeAllStaffTokens(trx, id);
    await recordAudit(trx, actor, {
      action: 'staff.password_set',
      entity: 'staff',
      entityId: id,
      before: null,
      after: null,
    });
    await enqueueStaffPassword(trx, {
      to: row.email,
      language,
      payload: { name: row.name, set_by: owner.name },
    });
  });
  return toMember(row);
}

/**
 * Turns off two-step login for another member who lost their authenticator (a lost or new phone), with the owner's
 * own current password, so that a session left open cannot strip an account of its second step. Their sessions end;
 * they log in with their password and set it up again on their account page. Audited as `staff.totp_disabled` by the
 * owner, and their e-mail is told who did it, in the owner's language. An owner's own is turned off with a code.
 */
export async function resetMemberTotp(
  ctx: Pick<AdminAuthContext, 'db' | 'limiter'>,
  actor: SessionActor,
  id: number,
  input: StaffTotpReset,
  language: Language,
): Promise<StaffMember> {
  const { db } = ctx;
  const row = await findMember(db, id);
  if (!row) throw notFound('staff_not_found');
  if (actor.staffId === id) throw unprocessable(fieldProblem('current_password', 'staff_own_totp'));
  if (row.totp_secret === null) throw unprocessable(fieldProblem('current_password', 'staff_totp_already_off'));
  const owner = await confirmOwnPassword(ctx, actor, input.current_password);
  await db.transaction().execute(async (trx) => {
    await clearTotp(trx, id);
    await revokeAllStaffTokens(trx, id);
    await recordAudit(trx, actor, {
      action: 'staff.totp_disabled',
      entity: 'staff',
      entityId: id,
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
    await enqueueStaffPassword(trx, {
      to: row.email,
      language,
      payload: { name: row.name, set_by: owner.name, two_step_off: true },
    });
  });
  return toMember((await findMember(db, id)) as MemberRow);
}
