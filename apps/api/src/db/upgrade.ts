import type { Kysely } from 'kysely';
import { backupDatabase } from './backup.js';
import { migrateToLatest, migrationStates } from './migrate.js';
import type { Database } from './schema.js';

export interface Upgrade {
  applied: string[];
  /** the backup taken before migrating, or null when nothing needed one */
  backup: string | null;
}

/**
 * Brings the schema up to date, forward only: when a database that already holds data (it has run a migration)
 * has migrations pending, a backup is written to `backupDir` first, so going back means restoring it
 * (docs/decisions/0028-migration-policy.md). A new or in-memory database is migrated without one.
 */
export async function upgradeDatabase(db: Kysely<Database>, url: string, backupDir: string): Promise<Upgrade> {
  const states = await migrationStates(db);
  const started = states.some((m) => m.executed);
  const pending = states.some((m) => !m.executed);
  const backup = started && pending && url !== 'sqlite::memory:' ? await backupDatabase(url, backupDir) : null;
  return { applied: await migrateToLatest(db), backup };
}
