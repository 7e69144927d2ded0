import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { initial } from './migrations/0001-initial.js';
import { moneyBigint } from './migrations/0002-money-bigint.js';
import { loginAttempts } from './migrations/0003-login-attempts.js';
import { staffAndOrderHistory } from './migrations/0004-staff-and-order-history.js';
import { outbox } from './migrations/0005-outbox.js';
import { catalogueIndexes } from './migrations/0006-catalogue-indexes.js';
import { productAdmin } from './migrations/0007-product-admin.js';
import { afterOrder } from './migrations/0009-after-order.js';
import { addressBookAndWishlist } from './migrations/0010-address-book-and-wishlist.js';
import { inboxAndCodeTerms } from './migrations/0011-inbox-and-code-terms.js';
import { brandSpellings } from './migrations/0012-brand-spellings.js';
import { productOptions } from './migrations/0013-product-options.js';
import { recipientLanguage } from './migrations/0014-recipient-language.js';
import { listedProductIndexes } from './migrations/0015-listed-product-indexes.js';
import { searchWordStarts } from './migrations/0016-search-word-starts.js';
import { productCards } from './migrations/0017-product-cards.js';
import { outboxRecipients } from './migrations/0018-outbox-recipients.js';
import { skuAnyCase } from './migrations/0019-sku-any-case.js';
import { searchAccentsAndApostrophes } from './migrations/0020-search-accents-and-apostrophes.js';
import type { Database } from './schema.js';

/**
 * Migrations are listed in code so the bundled server carries them; names sort in order. They are forward-only
 * (no `down`): a release that must be undone is undone by restoring the backup `upgradeDatabase` takes before
 * migrating (docs/decisions/0028-migration-policy.md).
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-money-bigint': moneyBigint,
  '0003-login-attempts': loginAttempts,
  '0004-staff-and-order-history': staffAndOrderHistory,
  '0005-outbox': outbox,
  '0006-catalogue-indexes': catalogueIndexes,
  '0007-product-admin': productAdmin,
  '0009-after-order': afterOrder,
  '0010-address-book-and-wishlist': addressBookAndWishlist,
  '0011-inbox-and-code-terms': inboxAndCodeTerms,
  '0012-brand-spellings': brandSpellings,
  '0013-product-options': productOptions,
  '0014-recipient-language': recipientLanguage,
  '0015-listed-product-indexes': listedProductIndexes,
  '0016-search-word-starts': searchWordStarts,
  '0017-product-cards': productCards,
  '0018-outbox-recipients': outboxRecipients,
  '0019-sku-any-case': skuAnyCase,
  '0020-search-accents-and-apostrophes': searchAccentsAndApostrophes,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider });
}

/** The migrations this code knows, and whether the database has run each. */
export async function migrationStates(db: Kysely<Database>): Promise<{ name: string; executed: boolean }[]> {
  const migrations = await createMigrator(db).getMigrations();
  return migrations.map((m) => ({ name: m.name, executed: m.executedAt !== undefined }));
}

/** Names of the migrations this code knows that the database has not run yet. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  return (await migrationStates(db)).filter((m) => !m.executed).map((m) => m.name);
}

export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = createMigrator(db);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
