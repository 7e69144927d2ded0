import {
  ROLE_PERMISSIONS,
  type StaffLogin,
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
import { issueStaffToken, revokeStaffToken } from '../../auth/staff-token-repository.js';
import { verifyPassword } from '../../auth/passwords.js';
import type { LoginLimiter } from './login-limiter.js';
import {
  type StaffRow,
  findStaffByEmail,
  findStaffById,
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

/** Checks a code against a secret and uses its step up, so the same code cannot log in twice. */
async function acceptCode(db: Db, staff: StaffRow, secret: string, code: string): Promise<boolean> {
  const step = /^\d{6}$/.test(code) ? codeStep(secret, code) : null;
  return step !== null && (await useTotpStep(db, staff.id, step));
}

/**
 * Logs a member in. An unknown e-mail and a wrong password get the same 401 after the same work (a dummy hash
 * is checked); a disabled member too. Failures lock the e-mail from that address for a while (429), known or not. With two-factor
 * login on, a missing code is 422 `otp_required` and a wrong one 422 `otp_invalid` (counted as a failure).
 */
export async function login(ctx: AdminAuthContext, input: StaffLogin, ip: string | null): Promise<StaffSession> {
  const { db, limiter } = ctx;
  const key = staffLoginKey(input.email, ip);
  const locked = await limiter.lockedFor(key);
  if (locked > 0) {
    throw new RetryLater(Math.ceil(locked), 'staff_login_locked', { minutes: Math.ceil(locked / 60) });
  }
  const staff = await findStaffByEmail(db, normalizeStaffEmail(input.email));
  const passwordOk = await verifyPassword(staff?.password_hash, input.password);
  if (!staff || !passwordOk || staff.disabled === 1) {
    await limiter.failed(key);
    throw new HttpError(401, 'invalid_credentials');
  }
  if (staff.totp_secret !== null) {
    const otp = input.otp ?? '';
    if (otp === '') throw unprocessable(fieldProblem('otp', 'otp_required'));
    if (!(await acceptCode(db, staff, staff.totp_secret, otp))) {
      await limiter.failed(key);
      throw unprocessable(fieldProblem('otp', 'otp_invalid'));
    }
  }
  await limiter.succeeded(key);
  const token = await db.transaction().execute(async (trx) => {
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
 * count with wrong codes (`totpSwitchKey`).
 */
export async function setUpTotp(
  ctx: Pick<AdminAuthContext, 'db' | 'limiter'>,
  id: number,
  password: string,
): Promise<TotpSetup> {
  const { db, limiter } = ctx;
  const key = totpSwitchKey(id);
  const locked = await limiter.lockedFor(key);
  if (locked > 0) throw new RetryLater(Math.ceil(locked), 'totp_switch_locked', { minutes: Math.ceil(locked / 60) });
  const staff = await member(db, id);
  if (staff.totp_secret !== null) throw unprocessable(fieldProblem('code', 'totp_already_enabled'));
  if (!(await verifyPassword(staff.password_hash, password))) {
    await limiter.failed(key);
    throw unprocessable(fieldProblem('password', 'current_password'));
  }
  const secret = newTotpSecret();
  await setPendingTotpSecret(db, id, secret);
  return { secret, otpauth_url: otpauthUrl(secret, staff.email) };
}

/**
 * Turns two-factor login on, with a code made from the pending secret, or off, with a current code (so a stolen
 * session alone cannot turn it off). Wrong codes count against the member as failed logins do (`totpSwitchKey`):
 * after five, switching is paused for a while (429), so a session's thief cannot guess their way through a million
 * codes (a review sent 2,000 in two minutes, never refused).
 */
export async function switchTotp(
  ctx: Pick<AdminAuthContext, 'db' | 'limiter'>,
  actor: StaffAuditActor,
  code: string,
  on: boolean,
): Promise<void> {
  const { db, limiter } = ctx;
  const key = totpSwitchKey(actor.staffId);
  const locked = await limiter.lockedFor(key);
  if (locked > 0) throw new RetryLater(Math.ceil(locked), 'totp_switch_locked', { minutes: Math.ceil(locked / 60) });
  const staff = await member(db, actor.staffId);
  if (on && staff.totp_secret !== null) throw unprocessable(fieldProblem('code', 'totp_already_enabled'));
  const secret = on ? staff.totp_pending_secret : staff.totp_secret;
  if (secret === null) throw unprocessable(fieldProblem('code', on ? 'totp_not_set_up' : 'totp_not_enabled'));
  const switched = await db.transaction().execute(async (trx) => {
    if (!(await acceptCode(trx, staff, secret, code))) return false;
    await setTotpSecret(trx, staff.id, on ? secret : null);
    await recordAudit(trx, actor, {
      action: on ? 'staff.totp_enabled' : 'staff.totp_disabled',
      entity: 'staff',
      entityId: staff.id,
      before: { totp_enabled: !on },
      after: { totp_enabled: on },
    });
    return true;
  });
  if (!switched) {
    await limiter.failed(key);
    throw unprocessable(fieldProblem('code', 'otp_invalid'));
  }
  await limiter.succeeded(key);
}

/** The limiter's key of a member's attempts to switch two-factor login (the login's keys hold an "@"; this never does). */
export function totpSwitchKey(staffId: number): string {
  return `totp-switch:${staffId}`;
}
