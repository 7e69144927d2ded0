import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { initial } from './migrations/0001-initial.js';
import { moneyBigint } from './migrations/0002-money-bigint.js';
import type { Database } from './schema.js';

/** Migrations are listed in code so the bundled server carries them; names sort in order. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-money-bigint': moneyBigint,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = createMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
