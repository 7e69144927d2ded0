import type { Insertable, Updateable } from 'kysely';
import { isPostgres } from '../../db/dialect.js';
import { cityNames } from '../../lib/places-repository.js';
import type { ClientAddressesTable, Db } from '../../db/schema.js';

const columns = [
  'client_addresses.id',
  'client_addresses.uuid',
  'client_addresses.label',
  'client_addresses.recipient_name',
  'client_addresses.phone',
  'client_addresses.city_id',
  'client_addresses.address_line',
  'client_addresses.notes',
  'client_addresses.is_default',
  'client_addresses.created_at',
  'client_addresses.updated_at',
  ...cityNames,
] as const;

const withCity = (db: Db) =>
  db.selectFrom('client_addresses').innerJoin('cities', 'cities.id', 'client_addresses.city_id').select(columns);

/** The client's addresses: the default first, then the newest. */
export function findAddresses(db: Db, clientId: number) {
  return withCity(db)
    .where('client_addresses.client_id', '=', clientId)
    .orderBy('client_addresses.is_default', 'desc')
    .orderBy('client_addresses.id', 'desc')
    .execute();
}

export type AddressRow = Awaited<ReturnType<typeof findAddresses>>[number];

/** One of the client's addresses; someone else's is not found, exactly as an unknown one. */
export function findOwnAddress(db: Db, clientId: number, uuid: string) {
  return withCity(db)
    .where('client_addresses.client_id', '=', clientId)
    .where('client_addresses.uuid', '=', uuid)
    .executeTakeFirst();
}

/**
 * Serialises the client's address-book writes: on PostgreSQL the client's row is locked for the transaction, so two
 * concurrent requests cannot both pass the limit or both pick a default; SQLite runs one write transaction at a time.
 */
export async function lockClient(trx: Db, clientId: number): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('clients').select('id').where('id', '=', clientId).forUpdate().execute();
}

export async function countAddresses(db: Db, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('client_addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes the default mark off the client's addresses (before another one gets it). */
export function clearDefault(db: Db, clientId: number) {
  return db
    .updateTable('client_addresses')
    .set({ is_default: 0 })
    .where('client_id', '=', clientId)
    .where('is_default', '=', 1)
    .execute();
}

export function insertAddress(db: Db, values: Insertable<ClientAddressesTable>) {
  return db.insertInto('client_addresses').values(values).execute();
}

export function updateAddress(db: Db, id: number, values: Updateable<ClientAddressesTable>) {
  return db.updateTable('client_addresses').set(values).where('id', '=', id).execute();
}

export function deleteAddress(db: Db, id: number) {
  return db.deleteFrom('client_addresses').where('id', '=', id).execute();
}

/** The client's newest address, which becomes the default when the default one is deleted. */
export function findNewestAddress(db: Db, clientId: number) {
  return db
    .selectFrom('client_addresses')
    .select('id')
    .where('client_id', '=', clientId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}
