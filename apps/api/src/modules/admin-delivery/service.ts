import {
  type AdminDeliveryCity,
  type AdminServicePackage,
  type DeliveryCityBody,
  type ServicePackageBody,
  fromMilli,
  toMilli,
} from '@dukkan/contracts';
import type { Selectable } from 'kysely';
import type { CitiesTable, Db, ServicePackagesTable } from '../../db/schema.js';
import { fieldProblem, notFound, unprocessable } from '../../http/errors.js';
import { type StaffAuditActor, changeAudited, recordCreated } from '../../lib/audit/repository.js';
import * as repo from './repository.js';

/**
 * Delivery cities and their service packages (fees and expected times). Orders snapshot the fee they were placed
 * with (`orders.delivery_fee_milli`), so a new fee applies to new orders only; the checkout shows it at once.
 */

function toPackage(row: Selectable<ServicePackagesTable>): AdminServicePackage {
  return {
    id: row.id,
    city_id: row.city_id,
    name: { ar: row.name_ar, en: row.name_en },
    price: fromMilli(row.price_milli),
    expected_time: { ar: row.expected_time_ar, en: row.expected_time_en },
    is_active: row.is_active === 1,
  };
}

function toCity(row: Selectable<CitiesTable>, packages: Selectable<ServicePackagesTable>[]): AdminDeliveryCity {
  return {
    id: row.id,
    country_id: row.country_id,
    name: { ar: row.name_ar, en: row.name_en },
    is_delivery: row.is_delivery === 1,
    packages: packages.map(toPackage),
  };
}

const cityValues = (body: DeliveryCityBody): repo.CityValues => ({
  country_id: body.country_id,
  name_ar: body.name_ar,
  name_en: body.name_en,
  is_delivery: body.is_delivery ? 1 : 0,
});

const packageValues = (body: ServicePackageBody): repo.PackageValues => ({
  name_ar: body.name_ar,
  name_en: body.name_en,
  price_milli: toMilli(body.price),
  expected_time_ar: body.expected_time_ar,
  expected_time_en: body.expected_time_en,
  is_active: body.is_active ? 1 : 0,
});

export async function listCities(db: Db): Promise<AdminDeliveryCity[]> {
  const [cities, packages] = await Promise.all([repo.findAllCities(db), repo.findAllPackages(db)]);
  return cities.map((c) =>
    toCity(
      c,
      packages.filter((p) => p.city_id === c.id),
    ),
  );
}

async function cityAnswer(db: Db, id: number): Promise<AdminDeliveryCity> {
  const row = await repo.findCityRow(db, id);
  if (!row) throw notFound('city_not_found');
  return toCity(row, await repo.findPackagesOfCity(db, id));
}

/** The country must exist, and no other city of it may have either name: shoppers pick a city by its name. */
async function checkCity(db: Db, values: repo.CityValues, self: number | null): Promise<void> {
  if (!(await repo.countryExists(db, values.country_id))) throw unprocessable(fieldProblem('country_id', 'country'));
  const taken = await repo.takenCityNames(db, values.country_id, values, self);
  if (taken.length) throw unprocessable(Object.assign({}, ...taken.map((f) => fieldProblem(f, 'city_name_taken'))));
}

/** No other package of the city may have either name: shoppers pick a package by its name. */
async function checkPackage(db: Db, cityId: number, values: repo.PackageValues, self: number | null): Promise<void> {
  const taken = await repo.takenPackageNames(db, cityId, values, self);
  if (taken.length) throw unprocessable(Object.assign({}, ...taken.map((f) => fieldProblem(f, 'package_name_taken'))));
}

export async function createCity(db: Db, actor: StaffAuditActor, body: DeliveryCityBody): Promise<AdminDeliveryCity> {
  const values = cityValues(body);
  const id = await db.transaction().execute(async (trx) => {
    await checkCity(trx, values, null);
    const created = await repo.insertCity(trx, values);
    await recordCreated(trx, actor, 'city', created, values);
    return created;
  });
  return cityAnswer(db, id);
}

export async function updateCity(
  db: Db,
  actor: StaffAuditActor,
  id: number,
  body: DeliveryCityBody,
): Promise<AdminDeliveryCity> {
  const values = cityValues(body);
  await changeAudited(db, actor, {
    entity: 'city',
    id,
    missing: 'city_not_found',
    find: repo.findCityRow,
    next: async (trx) => (await checkCity(trx, values, id), values),
    write: (trx, next) => repo.updateCity(trx, id, next),
  });
  return cityAnswer(db, id);
}

export async function createPackage(
  db: Db,
  actor: StaffAuditActor,
  cityId: number,
  body: ServicePackageBody,
): Promise<AdminServicePackage> {
  const values = packageValues(body);
  const id = await db.transaction().execute(async (trx) => {
    if (!(await repo.findCityRow(trx, cityId))) throw notFound('city_not_found');
    await checkPackage(trx, cityId, values, null);
    const created = await repo.insertPackage(trx, cityId, values);
    await recordCreated(trx, actor, 'service_package', created, { city_id: cityId, ...values });
    return created;
  });
  return toPackage((await repo.findPackageRow(db, id)) as Selectable<ServicePackagesTable>);
}

export async function updatePackage(
  db: Db,
  actor: StaffAuditActor,
  id: number,
  body: ServicePackageBody,
): Promise<AdminServicePackage> {
  const values = packageValues(body);
  const before = await changeAudited(db, actor, {
    entity: 'service_package',
    id,
    missing: 'package_not_found',
    find: repo.findPackageRow,
    next: async (trx, before) => (await checkPackage(trx, before.city_id, values, id), values),
    write: (trx) => repo.updatePackage(trx, id, values),
  });
  return toPackage({ ...before, ...values });
}
