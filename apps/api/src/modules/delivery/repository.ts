import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export function findDeliveryCities(db: Kysely<Database>) {
  return db
    .selectFrom('cities')
    .select(['id', 'name_ar', 'name_en', 'country_id'])
    .where('is_delivery', '=', 1)
    .orderBy('id')
    .execute();
}

export function findDeliveryCity(db: Kysely<Database>, id: number) {
  return db.selectFrom('cities').select('id').where('id', '=', id).where('is_delivery', '=', 1).executeTakeFirst();
}

export function findActivePackages(db: Kysely<Database>, cityId: number) {
  return db
    .selectFrom('service_packages')
    .selectAll()
    .where('city_id', '=', cityId)
    .where('is_active', '=', 1)
    .orderBy('price_milli')
    .orderBy('id')
    .execute();
}
