import { nowIso } from '../../db/connection.js';
import { isPostgres } from '../../db/dialect.js';
import type { ClientsTable, Db } from '../../db/schema.js';
import { cityNames } from '../../lib/places-repository.js';
import type { Insertable, Updateable } from 'kysely';

/** What the account answer shows of a client, with the country and city names; never the password hash. */
const clientView = [
  'clients.uuid',
  'clients.first_name',
  'clients.last_name',
  'clients.email',
  'clients.phone',
  'clients.country_id',
  'clients.city_id',
  'clients.near_place',
  'clients.is_subscriber',
  'clients.created_at',
  'countries.name_ar as country_name_ar',
  'countries.name_en as country_name_en',
  ...cityNames,
] as const;

export function findClientView(db: Db, clientId: number) {
  return db
    .selectFrom('clients')
    .leftJoin('countries', 'countries.id', 'clients.country_id')
    .leftJoin('cities', 'cities.id', 'clients.city_id')
    .select(clientView)
    .where('clients.id', '=', clientId)
    .executeTakeFirst();
}
export type ClientView = NonNullable<Awaited<ReturnType<typeof findClientView>>>;

/** A full account (one with a login e-mail) by its lower-cased e-mail. */
export function findAccountByEmail(db: Db, emailNormalized: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'uuid', 'first_name', 'email', 'password_hash'])
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
}

/**
 * What a login checked of a client, read again in the transaction that opens the session; on PostgreSQL the row stays
 * locked until it ends, so a new password or e-mail that commits meanwhile waits and then ends the new session with
 * the others (SQLite runs one write transaction at a time).
 */
export function lockClientLogin(trx: Db, clientId: number) {
  let read = trx.selectFrom('clients').select(['password_hash', 'email_normalized']).where('id', '=', clientId);
  if (isPostgres(trx)) read = read.forUpdate();
  return read.executeTakeFirst();
}

export function findPasswordHash(db: Db, clientId: number) {
  return db
    .selectFrom('clients')
    .select(['password_hash', 'email', 'email_normalized', 'first_name', 'country_id', 'city_id'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

export async function emailTaken(db: Db, emailNormalized: string, exceptClientId?: number): Promise<boolean> {
  let query = db.selectFrom('clients').select('id').where('email_normalized', '=', emailNormalized);
  if (exceptClientId !== undefined) query = query.where('id', '!=', exceptClientId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertClient(
  db: Db,
  values: Omit<Insertable<ClientsTable>, 'created_at' | 'updated_at'>,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('clients')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Only the columns a client may change through update-profile. */
export type ClientProfileUpdate = Pick<
  Updateable<ClientsTable>,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'email_normalized'
  | 'password_hash'
  | 'phone'
  | 'country_id'
  | 'city_id'
  | 'near_place'
>;

export async function updateClient(db: Db, clientId: number, values: ClientProfileUpdate): Promise<void> {
  await db
    .updateTable('clients')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', clientId)
    .execute();
}

export async function insertPasswordReset(
  db: Db,
  values: { clientId: number; tokenHash: string; ttlMinutes: number },
): Promise<void> {
  const now = new Date();
  await db
    .insertInto('password_resets')
    .values({
      client_id: values.clientId,
      token_hash: values.tokenHash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + values.ttlMinutes * 60_000).toISOString(),
    })
    .execute();
}

/** Marks a live reset token used; false when it is unknown, used, expired or not the client's (one use only). */
export async function consumePasswordReset(db: Db, clientId: number, tokenHash: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('client_id', '=', clientId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every outstanding reset link of a client (after a password change or reset). */
export async function closePasswordResets(db: Db, clientId: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: nowIso() })
    .where('client_id', '=', clientId)
    .where('used_at', 'is', null)
    .execute();
}

/** Clears reset links past their time. */
export async function deleteExpiredPasswordResets(db: Db): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<', nowIso()).execute();
}

export async function insertContactMessage(
  db: Db,
  values: { clientId: number | null; name: string; email: string; subject: string; message: string },
): Promise<void> {
  await db
    .insertInto('contact_messages')
    .values({
      client_id: values.clientId,
      name: values.name,
      email: values.email,
      subject: values.subject,
      message: values.message,
      created_at: nowIso(),
    })
    .execute();
}

/** True when a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
