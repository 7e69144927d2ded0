import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../test/fixtures.js';
import { DIALECTS, type TestDb, createTestDb } from '../test/harness.js';
import { openDatabase } from './connection.js';
import { preparedRead } from './prepared.js';
import type { Database } from './schema.js';

describe.each(DIALECTS)('a prepared read on %s', (dialect) => {
  let t: TestDb;
  const made: { uuid: string; name: string }[] = [];

  beforeAll(async () => {
    t = await createTestDb(dialect);
    const category = await insertCategory(t.db, { name_ar: 'عطور', name_en: 'Perfumes' });
    for (const name of ['Amber', 'Musk', 'Oud']) {
      made.push({
        uuid: (await insertProduct(t.db, { name_ar: name, name_en: name, categories: [category] })).uuid,
        name,
      });
    }
  });
  afterAll(() => t.destroy());

  // a value used twice, one a value of the query itself (the 'x'), one in raw SQL
  const byUuid = preparedRead(2, (db, uuid: string, suffix: string) =>
    db
      .selectFrom('products')
      .select(['name_en', sql<string>`${suffix}`.as('tag'), sql<string>`'x'`.as('fixed')])
      .where('uuid', '=', uuid)
      .where((eb) => eb.or([eb('name_en', '!=', suffix), eb('name_en', '=', suffix)])),
  );

  it('answers each call with its own values, in turn and at once', async () => {
    for (const { uuid, name } of made) {
      expect(await byUuid(t.db, uuid, `#${name}`)).toEqual([{ name_en: name, tag: `#${name}`, fixed: 'x' }]);
    }
    const together = await Promise.all(made.map(({ uuid, name }) => byUuid(t.db, uuid, name.toLowerCase())));
    expect(together.map((rows) => rows[0]?.tag)).toEqual(['amber', 'musk', 'oud']);
    expect(await byUuid(t.db, 'no such product', '')).toEqual([]);
  });

  it('runs in a transaction on the transaction', async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('products').set({ name_en: 'Rose' }).where('uuid', '=', made[0]!.uuid).execute();
        expect((await byUuid(trx, made[0]!.uuid, '-'))[0]?.name_en).toBe('Rose');
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect((await byUuid(t.db, made[0]!.uuid, '-'))[0]?.name_en).toBe('Amber');
  });

  it('refuses a query that leaves out one of its values, or writes it into the SQL', async () => {
    const leftOut = preparedRead(1, (db, _uuid: string) =>
      db.selectFrom('products').select('name_en').where('uuid', '=', made[0]!.uuid),
    );
    await expect(leftOut(t.db, made[1]!.uuid)).rejects.toThrow('a prepared read left out a value');
    const written = preparedRead(1, (db, uuid: string) =>
      db.selectFrom('products').select('name_en').where('uuid', '=', sql.lit(uuid)),
    );
    await expect(written(t.db, made[1]!.uuid)).rejects.toThrow();
  });

  // runs last: it adds a column to the products
  it.runIf(dialect === 'postgres')(
    'is prepared once on a PostgreSQL connection, and again after its table changes',
    async () => {
      const plans = (db: Kysely<Database>) =>
        sql<{ name: string; runs: number }>`
        SELECT name, (generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements`.execute(db);
      const whole = preparedRead(1, (db, uuid: string) =>
        db.selectFrom('products').selectAll().where('uuid', '=', uuid),
      );
      const { db } = openDatabase(t.url, { poolSize: 1 });
      try {
        for (const { uuid, name } of [...made, ...made]) expect((await byUuid(db, uuid, name))[0]?.name_en).toBe(name);
        expect((await plans(db)).rows).toEqual([{ name: expect.stringMatching(/^dukkan_[0-9a-f]{32}$/), runs: 6 }]);

        expect((await whole(db, made[1]!.uuid))[0]?.name_en).toBe('Musk');
        // a newer version's migration, from another connection, while this one has the statement prepared
        await sql`ALTER TABLE products ADD COLUMN probe integer`.execute(t.db);
        expect((await whole(db, made[1]!.uuid))[0]).toMatchObject({ name_en: 'Musk', probe: null });
        // that connection was closed: the next one prepares the statement afresh
        expect((await whole(db, made[2]!.uuid))[0]).toMatchObject({ name_en: 'Oud', probe: null });
        expect((await plans(db)).rows).toEqual([{ name: expect.stringMatching(/^dukkan_/), runs: 1 }]);
      } finally {
        await db.destroy();
      }
    },
  );
});
