import { randomUUID } from 'node:crypto';
import {
  type AuthClient,
  type Language,
  type Registration,
  type Session,
  type contactUsSchema,
  type loginSchema,
  type resetPasswordSchema,
  type subscriberSchema,
  type updateProfileSchema,
} from '@dukkan/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/schema.js';
import {
  type AuthenticatedClient,
  hashToken,
  issueAccessToken,
  newOpaqueToken,
  revokeClientTokens,
  revokeToken,
} from '../../auth/token-repository.js';
import { type FieldProblems, HttpError, fieldProblem, unprocessable } from '../../http/errors.js';
import { cityInCountry, findCountry } from '../../lib/places-repository.js';
import { enqueueAccountChanged, enqueueContactMessage, enqueuePasswordReset } from '../notifications/enqueue.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import {
  type ClientProfileUpdate,
  type ClientView,
  closePasswordResets,
  consumePasswordReset,
  deleteExpiredPasswordResets,
  emailTaken,
  findAccountByEmail,
  findClientView,
  findPasswordHash,
  insertClient,
  insertContactMessage,
  insertPasswordReset,
  isUniqueViolation,
  lockClientLogin,
  updateClient,
} from './repository.js';

/** A reset link works once, for this long. */
export const RESET_TTL_MINUTES = 60;

export interface AccountsContext {
  db: Kysely<Database>;
  config: Config;
}

type Login = z.output<typeof loginSchema>;
type Subscriber = z.output<typeof subscriberSchema>;
type UpdateProfile = z.output<typeof updateProfileSchema>;
type ResetPassword = z.output<typeof resetPasswordSchema>;
type ContactUs = z.output<typeof contactUsSchema>;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function toAuthClient(row: ClientView): AuthClient {
  return {
    uuid: row.uuid,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    country_id: row.country_id,
    city_id: row.city_id,
    country:
      row.country_id !== null && row.country_name_ar !== null && row.country_name_en !== null
        ? { id: row.country_id, name: { ar: row.country_name_ar, en: row.country_name_en } }
        : null,
    city:
      row.city_id !== null && row.city_name_ar !== null && row.city_name_en !== null
        ? { id: row.city_id, name: { ar: row.city_name_ar, en: row.city_name_en } }
        : null,
    near_place: row.near_place,
    is_subscriber: row.is_subscriber === 1,
    created_at: row.created_at,
  };
}

export async function authClient(db: Kysely<Database>, clientId: number): Promise<AuthClient> {
  const row = await findClientView(db, clientId);
  if (!row) throw new HttpError(401, 'unauthenticated');
  return toAuthClient(row);
}

/** Field errors for a country and city that must exist and belong together; empty when they do. */
async function placeErrors(
  db: Kysely<Database>,
  countryId: number | null,
  cityId: number | null,
): Promise<FieldProblems> {
  if (countryId === null || !(await findCountry(db, countryId))) return fieldProblem('country_id', 'country');
  if (cityId === null || !(await cityInCountry(db, cityId, countryId))) return fieldProblem('city_id', 'city');
  return {};
}

const hasErrors = (errors: FieldProblems) => Object.keys(errors).length > 0;

export async function register(ctx: AccountsContext, input: Registration): Promise<Session> {
  const { db, config } = ctx;
  const emailNormalized = normalizeEmail(input.email);
  const errors: FieldProblems = {
    ...((await emailTaken(db, emailNormalized)) ? fieldProblem('email', 'email_taken') : {}),
    ...(await placeErrors(db, input.country_id, input.city_id)),
  };
  if (hasErrors(errors)) throw unprocessable(errors);

  const passwordHash = await hashPassword(input.password);
  try {
    const { clientId, token } = await db.transaction().execute(async (trx) => {
      const id = await insertClient(trx, {
        uuid: randomUUID(),
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        email_normalized: emailNormalized,
        password_hash: passwordHash,
        phone: input.phone,
        country_id: input.country_id,
        city_id: input.city_id,
        near_place: input.near_place,
        is_subscriber: 0,
      });
      return { clientId: id, token: await issueAccessToken(trx, id, config.TOKEN_TTL_DAYS) };
    });
    return { access_token: token, client: await authClient(db, clientId) };
  } catch (error) {
    // two registrations with one e-mail at once: the unique index decides, the loser gets the usual answer
    if (isUniqueViolation(error)) throw unprocessable(fieldProblem('email', 'email_taken'));
    throw error;
  }
}

export async function login(ctx: AccountsContext, input: Login): Promise<Session> {
  const email = normalizeEmail(input.email);
  const account = await findAccountByEmail(ctx.db, email);
  const valid = await verifyPassword(account?.password_hash, input.password);
  const refused = () => new HttpError(422, 'invalid_credentials', fieldProblem('email', 'invalid_credentials'));
  if (!account || !valid) throw refused();
  const token = await ctx.db.transaction().execute(async (trx) => {
    // the password was checked against the account as read before the hash's check, which takes a while: a new
    // password or e-mail saved meanwhile ends this login too, as it ended the account's other sessions
    const now = await lockClientLogin(trx, account.id);
    if (now?.password_hash !== account.password_hash || now.email_normalized !== email) throw refused();
    return issueAccessToken(trx, account.id, ctx.config.TOKEN_TTL_DAYS);
  });
  return { access_token: token, client: await authClient(ctx.db, account.id) };
}

export async function logout(ctx: AccountsContext, client: AuthenticatedClient): Promise<void> {
  await revokeToken(ctx.db, client.tokenId);
}

/** A guest account: it does not claim its e-mail (no login with it), so the owner can still register. */
export async function createSubscriber(ctx: AccountsContext, input: Subscriber): Promise<Session> {
  const { db, config } = ctx;
  const { clientId, token } = await db.transaction().execute(async (trx) => {
    const id = await insertClient(trx, {
      uuid: randomUUID(),
      first_name: input.first_name,
      last_name: input.last_name ?? '',
      email: input.email ?? null,
      email_normalized: null,
      password_hash: null,
      phone: input.phone,
      country_id: null,
      city_id: null,
      near_place: null,
      is_subscriber: 1,
    });
    return { clientId: id, token: await issueAccessToken(trx, id, config.TOKEN_TTL_DAYS) };
  });
  return { access_token: token, client: await authClient(db, clientId) };
}

export async function confirmPassword(
  ctx: AccountsContext,
  client: AuthenticatedClient,
  password: string,
): Promise<void> {
  const row = await findPasswordHash(ctx.db, client.id);
  if (!(await verifyPassword(row?.password_hash, password))) {
    throw unprocessable(fieldProblem('password', 'wrong_password'));
  }
}

export async function updateProfile(
  ctx: AccountsContext,
  client: AuthenticatedClient,
  input: UpdateProfile,
  language: Language,
): Promise<AuthClient> {
  const { db } = ctx;
  const current = await findPasswordHash(db, client.id);
  if (!current || !(await verifyPassword(current.password_hash, input.current_password))) {
    throw unprocessable(fieldProblem('current_password', 'current_password'));
  }

  const emailNormalized = input.email === undefined ? undefined : normalizeEmail(input.email);
  const placeChanged = input.country_id !== undefined || input.city_id !== undefined;
  const errors: FieldProblems = {
    ...(emailNormalized !== undefined && (await emailTaken(db, emailNormalized, client.id))
      ? fieldProblem('email', 'email_taken')
      : {}),
    ...(placeChanged
      ? await placeErrors(db, input.country_id ?? current.country_id, input.city_id ?? current.city_id)
      : {}),
  };
  if (hasErrors(errors)) throw unprocessable(errors);

  // Only these columns can change; everything else in the body has already been refused by the schema.
  const changes: ClientProfileUpdate = {
    ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
    ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
    ...(input.email !== undefined ? { email: input.email, email_normalized: emailNormalized } : {}),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.country_id !== undefined ? { country_id: input.country_id } : {}),
    ...(input.city_id !== undefined ? { city_id: input.city_id } : {}),
    ...(input.near_place !== undefined ? { near_place: input.near_place } : {}),
    ...(input.password !== undefined ? { password_hash: await hashPassword(input.password) } : {}),
  };
  // a new e-mail is a new way in: reset links mailed to the old address must not open the account any more, and a
  // shopper leaving a mailbox someone else reads ends the sessions that may have come from it
  const emailChanged = emailNormalized !== undefined && emailNormalized !== current.email_normalized;
  try {
    await db.transaction().execute(async (trx) => {
      await updateClient(trx, client.id, changes);
      if (changes.password_hash !== undefined || emailChanged) {
        // a new password or e-mail ends every other session and every outstanding reset link
        await revokeClientTokens(trx, client.id, client.tokenId);
        await closePasswordResets(trx, client.id);
      }
      // and is told at the e-mail the account had, which its owner reads (a new address may be a thief's)
      const notice = { to: current.email ?? '', language, firstName: changes.first_name ?? current.first_name };
      if (notice.to && emailChanged && input.email !== undefined)
        await enqueueAccountChanged(trx, { ...notice, change: 'email', newEmail: input.email });
      if (notice.to && changes.password_hash !== undefined)
        await enqueueAccountChanged(trx, { ...notice, change: 'password' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw unprocessable(fieldProblem('email', 'email_taken'));
    throw error;
  }
  return authClient(db, client.id);
}

/** Stores the message and queues its forward to the shop and the sender's receipt; nothing waits on mail. */
export async function contactUs(
  ctx: AccountsContext,
  input: ContactUs,
  clientId: number | null,
  language: Language,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await insertContactMessage(trx, { clientId, ...input });
    await enqueueContactMessage(trx, { language, payload: input });
  });
}

/**
 * Queues a one-time reset link, in the language the route passes, when the e-mail belongs to an account; the caller
 * answers the same either way, and neither answer waits on mail.
 */
export async function forgotPassword(ctx: AccountsContext, email: string, language: Language): Promise<void> {
  const found = await findAccountByEmail(ctx.db, normalizeEmail(email));
  const account = found?.email && found.password_hash ? { ...found, email: found.email } : null;
  const token = newOpaqueToken();
  // one committed write either way (expired links are cleared), so a known and an unknown e-mail take as long
  await ctx.db.transaction().execute(async (trx) => {
    await deleteExpiredPasswordResets(trx);
    if (!account) return;
    await insertPasswordReset(trx, {
      clientId: account.id,
      tokenHash: hashToken(token),
      ttlMinutes: RESET_TTL_MINUTES,
    });
    await enqueuePasswordReset(trx, {
      to: account.email,
      language,
      payload: { first_name: account.first_name, email: account.email, token, ttl_minutes: RESET_TTL_MINUTES },
    });
  });
}

/** Sets a new password with a reset link: the link works once, and every session of the client ends. */
export async function resetPassword(ctx: AccountsContext, input: ResetPassword, language: Language): Promise<Session> {
  const { db, config } = ctx;
  const invalid = () => unprocessable(fieldProblem('token', 'reset_token'));
  // hash first, whether or not the e-mail is known, so the answer takes as long either way
  const passwordHash = await hashPassword(input.password);
  const account = await findAccountByEmail(db, normalizeEmail(input.email));
  if (!account) throw invalid();
  const token = await db.transaction().execute(async (trx) => {
    if (!(await consumePasswordReset(trx, account.id, hashToken(input.token)))) throw invalid();
    await updateClient(trx, account.id, { password_hash: passwordHash });
    await revokeClientTokens(trx, account.id);
    await closePasswordResets(trx, account.id);
    if (account.email) {
      await enqueueAccountChanged(trx, {
        to: account.email,
        language,
        firstName: account.first_name,
        change: 'password',
      });
    }
    return issueAccessToken(trx, account.id, config.TOKEN_TTL_DAYS);
  });
  return { access_token: token, client: await authClient(db, account.id) };
}
