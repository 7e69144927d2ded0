import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Writes settings rows (key → JSON text), adding the keys that are missing. */
export async function saveSettings(db: Kysely<Database>, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto('settings')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}
