import { type Insertable, sql } from 'kysely';
import type { Db, DiscountCodesTable } from '../../db/schema.js';

export type DiscountCodeValues = Omit<Insertable<DiscountCodesTable>, 'id' | 'used_count' | 'created_at'>;

/** Every code, newest first. */
export function findCodes(db: Db) {
  return db.selectFrom('discount_codes').selectAll().orderBy('id', 'desc').execute();
}

export function findCode(db: Db, id: number) {
  return db.selectFrom('discount_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether another code (not `exceptId`) has this text, in any case. */
export async function codeTaken(db: Db, code: string, exceptId: number | null): Promise<boolean> {
  let query = db
    .selectFrom('discount_codes')
    .select('id')
    .where(sql<string>`upper(code)`, '=', code.toUpperCase());
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertCode(db: Db, values: DiscountCodeValues, now: string): Promise<number> {
  const row = await db
    .insertInto('discount_codes')
    .values({ ...values, used_count: 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCode(db: Db, id: number, values: DiscountCodeValues): Promise<void> {
  await db.updateTable('discount_codes').set(values).where('id', '=', id).execute();
}
