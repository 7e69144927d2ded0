import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { initial } from './migrations/0001-initial.js';
import { catalogueIndexes } from './migrations/0006-catalogue-indexes.js';
import type { Database } from './schema.js';

/** Migrations are listed in code so the bundled server carries them; names sort in order. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0006-catalogue-indexes': catalogueIndexes,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
