import { randomUUID } from 'node:crypto';
import { ADDRESS_LIMITS, type Address, type AddressBody } from '@dukkan/contracts';
import { nowIso } from '../../db/connection.js';
import type { Db } from '../../db/schema.js';
import { HttpError, fieldProblem, notFound, unprocessable } from '../../http/errors.js';
import { findDeliveryCity } from '../../lib/places-repository.js';
import * as repo from './repository.js';

function toAddress(row: repo.AddressRow): Address {
  return {
    uuid: row.uuid,
    label: row.label,
    recipient_name: row.recipient_name,
    phone: row.phone,
    city_id: row.city_id,
    city: { id: row.city_id, name: { ar: row.city_name_ar, en: row.city_name_en } },
    address_line: row.address_line,
    notes: row.notes,
    is_default: row.is_default === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** An address is only worth keeping where the shop delivers: the city must be one delivery companies serve. */
async function checkCity(db: Db, cityId: number): Promise<void> {
  if (!(await findDeliveryCity(db, cityId))) throw unprocessable(fieldProblem('city_id', 'city_not_delivery'));
}

const fieldsOf = (body: AddressBody) => ({
  label: body.label,
  recipient_name: body.recipient_name,
  phone: body.phone,
  city_id: body.city_id,
  address_line: body.address_line,
  notes: body.notes ? body.notes : null,
});

async function ownAddress(db: Db, clientId: number, uuid: string): Promise<repo.AddressRow> {
  const row = await repo.findOwnAddress(db, clientId, uuid.toLowerCase());
  if (!row) throw notFound('address_not_found');
  return row;
}

export async function listAddresses(db: Db, clientId: number): Promise<Address[]> {
  return (await repo.findAddresses(db, clientId)).map(toAddress);
}

/** Saves a new address; the client's first address is the default, and `is_default` moves the mark to it. */
export async function createAddress(db: Db, clientId: number, body: AddressBody): Promise<Address> {
  await checkCity(db, body.city_id);
  const uuid = randomUUID();
  await db.transaction().execute(async (trx) => {
    await repo.lockClient(trx, clientId);
    const count = await repo.countAddresses(trx, clientId);
    if (count >= ADDRESS_LIMITS.maxPerClient) {
      throw new HttpError(422, 'address_limit_reached', undefined, undefined, { max: ADDRESS_LIMITS.maxPerClient });
    }
    const isDefault = count === 0 || body.is_default === true;
    if (isDefault) await repo.clearDefault(trx, clientId);
    const now = nowIso();
    await repo.insertAddress(trx, {
      uuid,
      client_id: clientId,
      ...fieldsOf(body),
      is_default: isDefault ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
  });
  return toAddress(await ownAddress(db, clientId, uuid));
}

/** Replaces an address's fields; `is_default: true` makes it the default (the default cannot be unset, only moved). */
export async function changeAddress(db: Db, clientId: number, uuid: string, body: AddressBody): Promise<Address> {
  await ownAddress(db, clientId, uuid); // someone else's or an unknown address: 404 before the body's city is checked
  await checkCity(db, body.city_id);
  const id = await db.transaction().execute(async (trx) => {
    await repo.lockClient(trx, clientId);
    const row = await ownAddress(trx, clientId, uuid);
    if (body.is_default === true && row.is_default !== 1) await repo.clearDefault(trx, clientId);
    await repo.updateAddress(trx, row.id, {
      ...fieldsOf(body),
      ...(body.is_default === true ? { is_default: 1 } : {}),
      updated_at: nowIso(),
    });
    return row.uuid;
  });
  return toAddress(await ownAddress(db, clientId, id));
}

export async function makeDefaultAddress(db: Db, clientId: number, uuid: string): Promise<Address> {
  const id = await db.transaction().execute(async (trx) => {
    await repo.lockClient(trx, clientId);
    const row = await ownAddress(trx, clientId, uuid);
    if (row.is_default !== 1) {
      await repo.clearDefault(trx, clientId);
      await repo.updateAddress(trx, row.id, { is_default: 1, updated_at: nowIso() });
    }
    return row.uuid;
  });
  return toAddress(await ownAddress(db, clientId, id));
}

/** Deletes an address; when it was the default, the newest remaining address becomes the default. */
export async function removeAddress(db: Db, clientId: number, uuid: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await repo.lockClient(trx, clientId);
    const row = await ownAddress(trx, clientId, uuid);
    await repo.deleteAddress(trx, row.id);
    if (row.is_default !== 1) return;
    const next = await repo.findNewestAddress(trx, clientId);
    if (next) await repo.updateAddress(trx, next.id, { is_default: 1 });
  });
}
