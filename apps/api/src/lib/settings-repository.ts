import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Every settings row (key → JSON text). */
export function findSettings(db: Kysely<Database>) {
  return db.selectFrom('settings').selectAll().execute();
}

/** One setting's JSON text, or undefined when it is not set. */
export async function findSetting(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Writes one setting (JSON text), adding the row when there is none. */
export async function saveSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
