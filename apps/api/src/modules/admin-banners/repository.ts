import type { Insertable } from 'kysely';
import type { AdvertisementsTable, Db } from '../../db/schema.js';

/** Every banner, by placement and then in its order. */
export function listBanners(db: Db) {
  return db.selectFrom('advertisements').selectAll().orderBy('placement').orderBy('sort_order').orderBy('id').execute();
}

export function findBanner(db: Db, id: number) {
  return db.selectFrom('advertisements').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The ids of a placement's banners, in their order. */
export async function placementIds(db: Db, placement: string): Promise<number[]> {
  const rows = await db
    .selectFrom('advertisements')
    .select('id')
    .where('placement', '=', placement)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function insertBanner(db: Db, values: Insertable<AdvertisementsTable>): Promise<number> {
  const row = await db.insertInto('advertisements').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBanner(db: Db, id: number, values: Partial<Insertable<AdvertisementsTable>>) {
  await db.updateTable('advertisements').set(values).where('id', '=', id).execute();
}

export async function deleteBanner(db: Db, id: number): Promise<void> {
  await db.deleteFrom('advertisements').where('id', '=', id).execute();
}
