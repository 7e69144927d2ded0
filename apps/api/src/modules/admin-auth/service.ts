import {
  type Language,
  ROLE_PERMISSIONS,
  passwordRepeatsEmail,
  type StaffLogin,
  type StaffPasswordChange,
  type StaffMe,
  type StaffRole,
  type StaffSession,
  type TotpSetup,
} from '@dukkan/contracts';
import type { Db } from '../../db/schema.js';
import { HttpError, fieldProblem, unauthenticated, unprocessable } from '../../http/errors.js';
import { RetryLater } from '../../http/retry-later.js';
import { addressNetwork } from '../../lib/address-network.js';
import { type StaffAuditActor, recordAudit } from '../../lib/audit/repository.js';
import type { SessionActor } from '../../auth/staff-guard.js';
import { issueStaffToken, revokeOtherStaffTokens, revokeStaffToken } from '../../auth/staff-token-repository.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { setStaffPasswordHash } from '../../auth/staff-password-repository.js';
import { enqueueStaffPassword } from '../notifications/enqueue.js';
import type { LoginLimiter } from './login-limiter.js';
import {
  type StaffRow,
  findStaffByEmail,
  findStaffById,
  lockStaffLogin,
  setPendingTotpSecret,
  setTotpSecret,
  useTotpStep,
} from './repository.js';
import { codeStep, newTotpSecret, otpauthUrl } from './totp.js';

export interface AdminAuthContext {
  db: Db;
  limiter: LoginLimiter;
  tokenTtlHours: number;
}

/** Counts a password or code check under its key before it is made, refusing it while the key is paused (429). */
async function counted(
  limiter: LoginLimiter,
  key: string,
  code: 'staff_login_locked' | 'sign_in_change_locked',
): Promise<void> {
  const locked = await limiter.attempt(key);
  if (locked <= 0) return;
  // the message says the minutes in the form Arabic gives their number (one, two, 3–10, 11 on)
  throw new RetryLater(locked, code, { minutes: Math.ceil(locked / 60) });
}

export const normalizeStaffEmail = (email: string) => email.trim().toLowerCase();

/**
 * What failed logins are counted and locked under (login-limiter.ts): an e-mail from one address. Locking the e-mail
 * alone let anyone who knew a member's e-mail keep them out of the back office with five wrong passwords every quarter
 * of an hour; now the lock holds the guesser's address only. An IPv6 address counts by its /64 network, which one
 * machine commonly holds whole, so moving through it gives no fresh tries. Guessing from many networks is slowed by
 * each one's own lock and rate limit, argon2id and two-factor login (docs/decisions/0029-staff-accounts.md, amended).
 * An e-mail never holds a space, so the two parts cannot run into each other.
 */
export const staffLoginKey = (email: string, ip: string | null) =>
  ip ? `${normalizeStaffEmail(email)} ${addressNetwork(ip)}` : normalizeStaffEmail(email);

/**
 * Checks a code against a secret and uses its step up, so the same code cannot log in twice: null when accepted,
 * else the problem's code. A right code already spent (the one that just turned two-factor login on, say, or an
 * earlier step's within the clock's drift) is told apart from a wrong one: the member waits for the app's next code
 * rather than doubting the app. Only someone who gave the right password learns it.
 */
async function codeProblem(
  db: Db,
  staff: StaffRow,
  secret: string,
  code: string,
): Promise<'otp_invalid' | 'otp_used' | null> {
  const step = /^\d{6}$/.test(code) ? codeStep(secret, code) : null;
  if (step === null) return 'otp_invalid';
  return (await useTotpStep(db, staff.id, step)) ? null : 'otp_used';
}

/**
 * Logs a member in. An unknown e-mail and a wrong password get the same 401 after the same work (a dummy hash
 * is checked); a disabled member too. Attempts are counted before the check, and five without a login lock the e-mail
 * from that address for a while (429), known or not. With two-factor login on, a missing code is 422 `otp_required`
 * and a wrong one 422 `otp_invalid`, a right one already used 422 `otp_used` (each an attempt).
 */
export async function login(ctx: AdminAuthContext, input: StaffLogin, ip: string | null): Promise<StaffSession> {
  const { db, limiter } = ctx;
  const key = staffLoginKey(input.email, ip);
  await counted(limiter, key, 'staff_login_locked');
  const staff = await findStaffByEmail(db, normalizeStaffEmail(input.email));
  const passwordOk = await verifyPassword(staff?.password_hash, input.password);
  if (!staff || !passwordOk) throw new HttpError(401, 'invalid_credentials');
  // told only to someone who knows the password: the member, who otherwise retries until locked out
  if (staff.disabled === 1) throw new HttpError(401, 'staff_disabled');
  if (staff.totp_secret !== null) {
    const otp = input.otp ?? '';
    if (otp === '') throw unprocessable(fieldProblem('otp', 'otp_required'));
    const problem = await codeProblem(db, staff, staff.totp_secret, otp);
    if (problem) throw unprocessable(fieldProblem('otp', problem));
  }
  await limiter.succeeded(key);
  const token = await db.transaction().execute(async (trx) => {
    // the password was checked against the row as read before the hash's check, which takes a while: a change that
    // came meanwhile (a new password or e-mail, a disabling, two-factor login turned on) ends this login too, as it
    // ended the member's other sessions
    const now = await lockStaffLogin(trx, staff.id);
    if (now?.disabled === 1) throw new HttpError(401, 'staff_disabled');
    const unchanged =
      now?.password_hash === staff.password_hash &&
      now.email_normalized === staff.email_normalized &&
      now.totp_secret === staff.totp_secret;
    if (!unchanged) throw new HttpError(401, 'invalid_credentials');
    await recordAudit(
      trx,
      { staffId: staff.id, ip },
      { action: 'staff.login', entity: 'staff', entityId: staff.id, before: null, after: null },
    );
    return issueStaffToken(trx, staff.id, ctx.tokenTtlHours);
  });
  return {
    access_token: token,
    staff: { id: staff.id, name: staff.name, email: staff.email, role: staff.role as StaffRole },
  };
}

export async function logout(db: Db, actor: StaffAuditActor, tokenId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeStaffToken(trx, tokenId);
    await recordAudit(trx, actor, {
      action: 'staff.logout',
      entity: 'staff',
      entityId: actor.staffId,
      before: null,
      after: null,
    });
  });
}

async function member(db: Db, id: number): Promise<StaffRow> {
  const staff = await findStaffById(db, id);
  if (!staff) throw unauthenticated();
  return staff;
}

export async function me(db: Db, id: number): Promise<StaffMe> {
  const staff = await member(db, id);
  const role = staff.role as StaffRole;
  return {
    id: staff.id,
    name: staff.name,
    email: staff.email,
    role,
    totp_enabled: staff.totp_secret !== null,
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

/**
 * Starts two-factor setup with the member's password (a stolen session alone could otherwise put the thief's own
 * authenticator on the account); a new secret waits for a code from the app before it is turned on. Wrong passwords
 * count with wrong codes (`memberCheckKey`).
 */
export async function setUpTotp(
  ctx: Pick<AdminAuthContext, 'db' | 'limiter'>,
  actor: SessionActor,
  password: string,
): Promise<TotpSetup> {
  const { db } = ctx;
  const staff = await member(db, actor.staffId);
  if (staff.totp_secret !== null) throw unprocessable(fieldProblem('code', 'totp_already_enabled'));
  await confirmOwnPassword(ctx, actor, password, 'password');
  const secret = newTotpSecret();
  await setPendingTotpSecret(db, staff.id, secret);
  return { secret, otpauth_url: otpauthUrl(secret, staff.email) };
}

/**
 * Turns two-factor login on, with a code made from the pending secret, which ends the member's other sessions, or
 * off, with a current code (so a stolen session alone cannot turn it off). Codes are counted against the session as
 * logins are (`memberCheckKey`): after five without a success, switching is paused for a while (429), so a session's
 * thief cannot guess their way through a million codes (a review sent 2,000 in two minutes, never refused).
 */
export async function switchTotp(
  ctx: Pick<AdminAuthContext, 'db' | 'limiter'>,
  actor: SessionActor,
  code: string,
  on: boolean,
): Promise<void> {
  const { db, limiter } = ctx;
  const staff = await member(db, actor.staffId);
  if (on && staff.totp_secret !== null) throw unprocessable(fieldProblem('code', 'totp_already_enabled'));
  const secret = on ? staff.totp_pending_secret : staff.totp_secret;
  if (secret === null) throw unprocessable(fieldProblem('code', on ? 'totp_not_set_up' : 'totp_not_enabled'));
  const key = memberCheckKey(actor);
  await counted(limiter, key, 'sign_in_change_locked');
  const problem = await db.transaction().execute(async (trx) => {
    const refused = await codeProblem(trx, staff, secret, code);
    if (refused) return refused;
    await setTotpSecret(trx, staff.id, on ? secret : null);
    // a session opened with the password alone (a thief's, say) ends once a code is needed to open one
    if (on) await revokeOtherStaffTokens(trx, staff.id, actor.tokenId);
    await recordAudit(trx, actor, {
      action: on ? 'staff.totp_enabled' : 'staff.totp_disabled',
      entity: 'staff',
      entityId: staff.id,
      before: { totp_enabled: !on },
      after: { totp_enabled: on },
    });
    return null;
  });
  if (problem) throw unprocessable(fieldProblem('code', problem));
  await limiter.succeeded(key);
}

/**
 * The limiter's key of a member's checks inside one session: the password to set up two-factor login or to change it,
 * and the codes that switch two-factor login (the login's keys hold an "@"; this never does). By session, so that
 * someone guessing in another session of the member's (one left open on a shared computer) does not pause the
 * member's own, where they would change the password.
 */
export function memberCheckKey(actor: { staffId: number; tokenId: number }): string {
  return `member-check:${actor.staffId}:${actor.tokenId}`;
}

/**
 * Checks a member's own current password in their session (a session left open, or stolen, cannot do what needs it),
 * counted with the session's other checks (`memberCheckKey`); 422 on `field` when it is wrong.
 */
export async function confirmOwnPassword(
  ctx: Pick<AdminAuthContext, 'db' | 'limiter'>,
  actor: SessionActor,
  password: string,
  field: 'current_password' | 'password' = 'current_password',
): Promise<StaffRow> {
  const key = memberCheckKey(actor);
  await counted(ctx.limiter, key, 'sign_in_change_locked');
  const staff = await member(ctx.db, actor.staffId);
  if (!(await verifyPassword(staff.password_hash, password)))
    throw unprocessable(fieldProblem(field, 'current_password'));
  await ctx.limiter.succeeded(key);
  return staff;
}

/**
 * Changes a member's own password, with their current one (a session left open, or stolen, cannot). Current passwords
 * are counted against the session with the two-factor checks (`memberCheckKey`). The member's other sessions end,
 * the change is audited, and their e-mail is told, in the language the change was asked in.
 */
export async function changeOwnPassword(
  ctx: Pick<AdminAuthContext, 'db' | 'limiter'>,
  actor: SessionActor,
  input: StaffPasswordChange,
  language: Language,
): Promise<void> {
  const staff = await confirmOwnPassword(ctx, actor, input.current_password);
  if (passwordRepeatsEmail(input.password, staff.email)) {
    throw unprocessable(fieldProblem('password', 'password_repeats_email'));
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    await setStaffPasswordHash(trx, staff.id, passwordHash);
    await revokeOtherStaffTokens(trx, staff.id, actor.tokenId);
    await recordAudit(trx, actor, {
      action: 'staff.password_changed',
      entity: 'staff',
      entityId: staff.id,
      before: null,
      after: null,
    });
    await enqueueStaffPassword(trx, { to: staff.email, language, payload: { name: staff.name, set_by: null } });
  });
}
