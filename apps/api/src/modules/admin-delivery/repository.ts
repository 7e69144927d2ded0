import type { Insertable } from 'kysely';
import type { CitiesTable, Db, ServicePackagesTable } from '../../db/schema.js';

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
