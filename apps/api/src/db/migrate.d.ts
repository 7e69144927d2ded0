import { type Kysely, type Migration, Migrator } from 'kysely';
import type { Database } from './schema.js';
/**
 * Migrations are listed in code so the bundled server carries them; names sort in order. They are forward-only
 * (no `down`): a release that must be undone is undone by restoring the backup `upgradeDatabase` takes before
 * migrating (docs/decisions/0028-migration-policy.md).
 */
export declare const MIGRATIONS: Readonly<Record<string, Migration>>;
export declare function createMigrator(db: Kysely<Database>): Migrator;
/** The migrations this code knows, and whether the database has run each. */
export declare function migrationStates(db: Kysely<Database>): Promise<
  {
    name: string;
    executed: boolean;
  }[]
>;
/** Names of the migrations this code knows that the database has not run yet. */
export declare function pendingMigrations(db: Kysely<Database>): Promise<string[]>;
export declare function migrateToLatest(db: Kysely<Database>): Promise<string[]>;
