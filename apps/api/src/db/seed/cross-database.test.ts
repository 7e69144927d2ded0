import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Dialect, type TestDb, createTestDb } from '../../test/harness.js';
import { seedDatabase } from './seed.js';

/** At least the size CI must prove both databases hold alike (issue 17). */
const PRODUCTS = 20_000;
const POSTGRES = process.env['TEST_POSTGRES_URL'];

/** Every product's identity and money, in uuid order, hashed; plus what the driver handed back for one price. */
async function fingerprint(t: TestDb) {
  const rows = await t.db
    .selectFrom('products')
    .select(['uuid', 'name_ar', 'name_en', 'price_milli', 'discount_milli', 'tax_rate_bp', 'sku'])
    .orderBy('uuid')
    .execute();
  const hash = createHash('sha256');
  for (const r of rows) {
    hash.update(`${r.uuid}\u0001${r.name_ar}\u0001${r.name_en}\u0001${r.price_milli}\u0001${r.discount_milli}\u0001`);
    hash.update(`${r.tax_rate_bp}\u0001${r.sku ?? ''}\u0002`);
  }
  return {
    count: rows.length,
    hash: hash.digest('hex'),
    priceTypes: [...new Set(rows.map((r) => typeof r.price_milli))],
  };
}

/**
 * The same large seed on SQLite and on PostgreSQL gives the same products at the same prices: the two databases
 * hold the same amounts (issue 17: PostgreSQL's 32-bit money columns once refused what SQLite kept). CI sets
 * TEST_POSTGRES_URL, so there it always runs.
 */
describe.skipIf(!POSTGRES)(`a ${PRODUCTS}-product seed on SQLite and on PostgreSQL`, () => {
  const dbs = new Map<Dialect, TestDb>();
  const options = new Map<Dialect, number>();
  const dirs: string[] = [];

  beforeAll(async () => {
    // both at once: SQLite works while PostgreSQL's answers are on their way
    await Promise.all(
      (['sqlite', 'postgres'] as const).map(async (dialect) => {
        const t = await createTestDb(dialect);
        dbs.set(dialect, t);
        const imagesDir = mkdtempSync(path.join(tmpdir(), `dukkan-seed-${dialect}-`));
        dirs.push(imagesDir);
        const summary = await seedDatabase(t.db, { imagesDir, products: PRODUCTS });
        expect(summary.products).toBe(PRODUCTS);
        options.set(dialect, summary.product_options);
      }),
    );
  }, 240_000);

  afterAll(async () => {
    for (const t of dbs.values()) await t.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('holds the same products with the same names and prices, read back as numbers', async () => {
    const sqlite = await fingerprint(dbs.get('sqlite')!);
    const postgres = await fingerprint(dbs.get('postgres')!);
    // the products and their options (decision 0053), alike on both
    expect(options.get('sqlite')).toBeGreaterThan(0);
    expect(options.get('postgres')).toBe(options.get('sqlite'));
    expect(sqlite.count).toBe(PRODUCTS + (options.get('sqlite') ?? 0));
    expect(postgres.count).toBe(sqlite.count);
    expect(sqlite.priceTypes).toEqual(['number']);
    expect(postgres.priceTypes).toEqual(['number']);
    expect(postgres.hash).toBe(sqlite.hash);
  });
});
