import type { Insertable } from 'kysely';
import type { CitiesTable, Db, ServicePackagesTable } from '../../db/schema.js';
import { type Names, nameKeys, takenFields } from '../../lib/taken-names.js';

export type CityValues = Omit<Insertable<CitiesTable>, 'id'>;
export type PackageValues = Omit<Insertable<ServicePackagesTable>, 'id' | 'city_id'>;

/** Every city, delivery cities first, then by id. */
export function findAllCities(db: Db) {
  return db.selectFrom('cities').selectAll().orderBy('is_delivery', 'desc').orderBy('id').execute();
}

/** Every package, active or not, by city then price. */
export function findAllPackages(db: Db) {
  return db
    .selectFrom('service_packages')
    .selectAll()
    .orderBy('city_id')
    .orderBy('price_milli')
    .orderBy('id')
    .execute();
}

export function findCityRow(db: Db, id: number) {
  return db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPackagesOfCity(db: Db, cityId: number) {
  return db
    .selectFrom('service_packages')
    .selectAll()
    .where('city_id', '=', cityId)
    .orderBy('price_milli')
    .orderBy('id')
    .execute();
}

export function findPackageRow(db: Db, id: number) {
  return db.selectFrom('service_packages').selectAll().where('id', '=', id).executeTakeFirst();
}

export function countryExists(db: Db, id: number) {
  return db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst();
}

export async function insertCity(db: Db, values: CityValues): Promise<number> {
  return (await db.insertInto('cities').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCity(db: Db, id: number, values: CityValues): Promise<void> {
  await db.updateTable('cities').set(values).where('id', '=', id).execute();
}

export async function insertPackage(db: Db, cityId: number, values: PackageValues): Promise<number> {
  return (
    await db
      .insertInto('service_packages')
      .values({ ...values, city_id: cityId })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function updatePackage(db: Db, id: number, values: PackageValues): Promise<void> {
  await db.updateTable('service_packages').set(values).where('id', '=', id).execute();
}

/** The names another city of the country already has (`lib/taken-names.ts`). */
export async function takenCityNames(
  db: Db,
  countryId: number,
  names: Names,
  exceptId: number | null,
): Promise<(keyof Names)[]> {
  const keys = nameKeys(names);
  let query = db
    .selectFrom('cities')
    .select(['name_ar', 'name_en'])
    .where('country_id', '=', countryId)
    .where((eb) => eb.or([eb('name_ar', '=', keys.name_ar), eb(eb.fn('lower', ['name_en']), '=', keys.name_en)]));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return takenFields(await query.execute(), names);
}

/** The names another package of the city already has (`lib/taken-names.ts`). */
export async function takenPackageNames(
  db: Db,
  cityId: number,
  names: Names,
  exceptId: number | null,
): Promise<(keyof Names)[]> {
  const keys = nameKeys(names);
  let query = db
    .selectFrom('service_packages')
    .select(['name_ar', 'name_en'])
    .where('city_id', '=', cityId)
    .where((eb) => eb.or([eb('name_ar', '=', keys.name_ar), eb(eb.fn('lower', ['name_en']), '=', keys.name_en)]));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return takenFields(await query.execute(), names);
}
