import type { Db } from '../db/schema.js';

/** A city's names in both languages, from a query that joins `cities`. */
export const cityNames = ['cities.name_ar as city_name_ar', 'cities.name_en as city_name_en'] as const;

/** Countries, cities and delivery service packages: the one repository every module reads places from. */
export async function findCountries(db: Db, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db.selectFrom('countries').selectAll().orderBy('id').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom('countries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export function findCountry(db: Db, id: number) {
  return db.selectFrom('countries').select('id').where('id', '=', id).executeTakeFirst();
}

export function findCities(db: Db, countryId: number) {
  return db.selectFrom('cities').selectAll().where('country_id', '=', countryId).orderBy('id').execute();
}

export function findCity(db: Db, id: number) {
  return db.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function cityInCountry(db: Db, cityId: number, countryId: number): Promise<boolean> {
  const row = await db
    .selectFrom('cities')
    .select('id')
    .where('id', '=', cityId)
    .where('country_id', '=', countryId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Cities delivery companies serve. */
export function findDeliveryCities(db: Db) {
  return db
    .selectFrom('cities')
    .select(['id', 'name_ar', 'name_en', 'country_id'])
    .where('is_delivery', '=', 1)
    .orderBy('id')
    .execute();
}

export function findDeliveryCity(db: Db, id: number) {
  return db.selectFrom('cities').select('id').where('id', '=', id).where('is_delivery', '=', 1).executeTakeFirst();
}

export function findServicePackage(db: Db, id: number) {
  return db.selectFrom('service_packages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A delivery city's active service packages, cheapest first. */
export function findActivePackages(db: Db, cityId: number) {
  return db
    .selectFrom('service_packages')
    .selectAll()
    .where('city_id', '=', cityId)
    .where('is_active', '=', 1)
    .orderBy('price_milli')
    .orderBy('id')
    .execute();
}
