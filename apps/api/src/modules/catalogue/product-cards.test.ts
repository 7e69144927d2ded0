import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CopyOutModule from '../../db/copy-out.js';
import type { Database } from '../../db/schema.js';
import { insertCategory, insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, type TestDb, createTestApp, createTestDb } from '../../test/harness.js';
import { createCardFiller } from './card-filler.js';
import { CARD_FORMAT } from './mappers.js';
import { findBuiltCards, saveCards } from './repository.js';
import { fillCards, forgetOldCards } from './service.js';

interface Card {
  uuid: string;
  name: { ar: string; en: string };
  quantity: number;
  selling_price: number;
  options_count: number;
  attachments: { img_path: string }[];
  CategoryProducts: { category: { id: number; name: { en: string } } }[];
}

/** A COPY to run instead of the one asked for (db/copy-out.ts), to tell its answer from the other path's. */
const copies = vi.hoisted(() => ({ instead: undefined as string | undefined }));
vi.mock('../../db/copy-out.js', async (original) => {
  const actual = await original<typeof CopyOutModule>();
  return {
    ...actual,
    copyOut: (db: Parameters<typeof actual.copyOut>[0], text: string) => actual.copyOut(db, copies.instead ?? text),
  };
});

const cardOf = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('product_cards').select(['card', 'stamp']).where('product_id', '=', id).executeTakeFirst()) ??
  null;

/**
 * Product cards (migration 0017, decision 0063): every product's list JSON is stored once built, and any change to
 * what it is made of empties it, so a list never shows a card older than its product.
 */
describe.each(DIALECTS)('stored product cards on %s', (dialect) => {
  let t: TestApp;
  let perfumes: number;
  let soaps: number;
  let main: { id: number; uuid: string };
  let option: { id: number; uuid: string };
  let other: { id: number; uuid: string };

  /** A product's card as the storefront's category page shows it. */
  const listed = async (category: number, uuid: string): Promise<Card | undefined> => {
    const res = await t.app.inject({ url: `/api/client/products?category_id=${category}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Card[] }).data.find((p) => p.uuid === uuid);
  };
  const details = async (uuid: string) => {
    const res = await t.app.inject({ url: `/api/client/products/${uuid}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Card & { options: { uuid: string }[] } };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    perfumes = await insertCategory(t.db, { name_ar: 'عطور', name_en: 'Perfumes' });
    soaps = await insertCategory(t.db, { name_ar: 'صابون', name_en: 'Soap' });
    main = await insertProduct(t.db, {
      name_ar: 'عطر',
      name_en: 'Perfume',
      categories: [perfumes],
      images: ['/img/perfume.jpg'],
      price_milli: 30_000,
    });
    option = await insertProduct(t.db, { name_ar: 'عطر كبير', name_en: 'Perfume large', variant_of: main.id });
    other = await insertProduct(t.db, { name_ar: 'صابون', name_en: 'Soap bar', categories: [soaps] });
  });
  afterAll(() => t.destroy());
  // every case starts with every card built and stored
  beforeEach(async () => {
    while ((await fillCards(t.db, 2)) > 0);
  });

  it('stores a card for every product, which the list answers as it was built', async () => {
    for (const { id } of [main, option, other]) expect((await cardOf(t.db, id))?.card).toEqual(expect.any(String));
    const stored = (await cardOf(t.db, main.id))?.card;
    expect(JSON.parse(stored ?? '')).toEqual(await listed(perfumes, main.uuid));
    expect(await listed(perfumes, main.uuid)).toMatchObject({
      name: { en: 'Perfume' },
      selling_price: 30,
      options_count: 2,
      attachments: [{ img_path: '/img/perfume.jpg' }],
      CategoryProducts: [{ category: { id: perfumes, name: { en: 'Perfumes' } } }],
    });
  });

  it('reads the stored cards as they are, outside a transaction and in one, unbuilt and other formats left out', async () => {
    await t.db.updateTable('products').set({ quantity: 9 }).where('id', '=', other.id).execute();
    const stored = async (id: number) => (await cardOf(t.db, id))?.card;
    const expected = [
      [main.id, await stored(main.id)],
      [option.id, await stored(option.id)],
    ];
    const ids = [main.id, other.id, option.id, 999_999];
    const read = (cards: { productId: number; card: Buffer }[]) =>
      cards.map((c) => [c.productId, c.card.toString('utf8')]).sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(read(await findBuiltCards(t.db, ids, CARD_FORMAT))).toEqual(expected);
    expect(read(await t.db.transaction().execute((trx) => findBuiltCards(trx, ids, CARD_FORMAT)))).toEqual(expected);
    // PostgreSQL answers with what its COPY answered, but not in a transaction, whose connection COPY cannot reach
    copies.instead = `COPY (SELECT ${other.id}, '{"read":"by COPY"}'::text) TO STDOUT (FORMAT binary)`;
    try {
      expect(read(await findBuiltCards(t.db, ids, CARD_FORMAT))).toEqual(
        dialect === 'postgres' ? [[other.id, '{"read":"by COPY"}']] : expected,
      );
      expect(read(await t.db.transaction().execute((trx) => findBuiltCards(trx, ids, CARD_FORMAT)))).toEqual(expected);
    } finally {
      copies.instead = undefined;
    }
    expect(await findBuiltCards(t.db, ids, CARD_FORMAT + 1)).toEqual([]);
    expect(await findBuiltCards(t.db, [], CARD_FORMAT)).toEqual([]);
  });

  it('empties a card when its product changes, and shows the change at once', async () => {
    await t.db.updateTable('products').set({ price_milli: 45_000, quantity: 3 }).where('id', '=', main.id).execute();
    expect((await cardOf(t.db, main.id))?.card).toBeNull();
    expect((await cardOf(t.db, other.id))?.card).toEqual(expect.any(String));
    expect(await listed(perfumes, main.uuid)).toMatchObject({ selling_price: 45, quantity: 3 });
    await fillCards(t.db, 10);
    expect(JSON.parse((await cardOf(t.db, main.id))?.card ?? '')).toMatchObject({ selling_price: 45, quantity: 3 });
  });

  it('follows its pictures: its own, and its main product’s for an option without any', async () => {
    await t.db
      .insertInto('product_images')
      .values({ product_id: main.id, img_path: '/img/b.jpg', sort_order: 1 })
      .execute();
    expect((await cardOf(t.db, main.id))?.card).toBeNull();
    expect((await cardOf(t.db, option.id))?.card).toBeNull();
    expect((await details(option.uuid)).data.attachments).toEqual([
      { img_path: '/img/perfume.jpg' },
      { img_path: '/img/b.jpg' },
    ]);
    await fillCards(t.db, 10);
    await t.db.deleteFrom('product_images').where('img_path', '=', '/img/b.jpg').execute();
    expect((await details(option.uuid)).data.attachments).toEqual([{ img_path: '/img/perfume.jpg' }]);
    expect((await listed(perfumes, main.uuid))?.attachments).toEqual([{ img_path: '/img/perfume.jpg' }]);
  });

  it('follows its categories and their names', async () => {
    await t.db.insertInto('product_categories').values({ product_id: main.id, category_id: soaps }).execute();
    expect((await cardOf(t.db, option.id))?.card).toBeNull();
    expect((await listed(soaps, main.uuid))?.CategoryProducts.map((c) => c.category.id).sort()).toEqual(
      [perfumes, soaps].sort(),
    );
    await fillCards(t.db, 10);
    await t.db.updateTable('categories').set({ name_en: 'Fine soap' }).where('id', '=', soaps).execute();
    for (const { id } of [main, option, other]) expect((await cardOf(t.db, id))?.card).toBeNull();
    expect((await listed(soaps, other.uuid))?.CategoryProducts).toEqual([
      expect.objectContaining({ category: expect.objectContaining({ name: { ar: 'صابون', en: 'Fine soap' } }) }),
    ]);
    await fillCards(t.db, 10);
    await t.db
      .deleteFrom('product_categories')
      .where('product_id', '=', main.id)
      .where('category_id', '=', soaps)
      .execute();
    expect((await listed(perfumes, main.uuid))?.CategoryProducts.map((c) => c.category.id)).toEqual([perfumes]);
    expect((await details(option.uuid)).data.CategoryProducts.map((c) => c.category.id)).toEqual([perfumes]);
  });

  it('follows the options of a group: a new or archived option changes every card of the group', async () => {
    const second = await insertProduct(t.db, { name_ar: 'عطر صغير', name_en: 'Perfume small', variant_of: main.id });
    expect((await cardOf(t.db, main.id))?.card).toBeNull();
    expect((await cardOf(t.db, option.id))?.card).toBeNull();
    expect((await listed(perfumes, main.uuid))?.options_count).toBe(3);
    expect((await details(option.uuid)).data.options_count).toBe(3);
    await fillCards(t.db, 10);
    await t.db
      .updateTable('products')
      .set({ archived_at: '2026-11-27T00:00:00.000Z' })
      .where('id', '=', second.id)
      .execute();
    expect((await listed(perfumes, main.uuid))?.options_count).toBe(2);
    const shown = await details(option.uuid);
    expect(shown.data.options_count).toBe(2);
    expect(shown.data.options.map((o) => o.uuid)).toEqual([main.uuid, option.uuid]);
  });

  it('follows a category deleted with its links', async () => {
    const gifts = await insertCategory(t.db, { name_ar: 'هدايا', name_en: 'Gifts' });
    await t.db.insertInto('product_categories').values({ product_id: other.id, category_id: gifts }).execute();
    await fillCards(t.db, 10);
    await t.db.deleteFrom('categories').where('id', '=', gifts).execute();
    expect((await cardOf(t.db, other.id))?.card).toBeNull();
    expect((await listed(soaps, other.uuid))?.CategoryProducts.map((c) => c.category.id)).toEqual([soaps]);
  });

  it('drops a card built from rows that changed while it was built', async () => {
    await t.db.updateTable('products').set({ quantity: 7 }).where('id', '=', other.id).execute();
    const before = await cardOf(t.db, other.id);
    expect(before?.card).toBeNull();
    // another request changes the product between the stamp's read and the save
    await t.db.updateTable('products').set({ quantity: 1 }).where('id', '=', other.id).execute();
    await saveCards(t.db, [{ product_id: other.id, stamp: before?.stamp ?? -1, card: '{"stale":true}' }], CARD_FORMAT);
    expect((await cardOf(t.db, other.id))?.card).toBeNull();
    expect((await listed(soaps, other.uuid))?.quantity).toBe(1);
  });

  it('is checked against the route’s schema in the test suites like any answer', async () => {
    await t.db
      .updateTable('product_cards')
      .set({ card: '{"uuid":"not a product"}' })
      .where('product_id', '=', other.id)
      .execute();
    const res = await t.app.inject({ url: `/api/client/products?category_id=${soaps}` });
    expect(res.statusCode).toBe(500);
    await t.db.updateTable('product_cards').set({ card: null }).where('product_id', '=', other.id).execute();
    expect((await listed(soaps, other.uuid))?.name.en).toBe('Soap bar');
  });

  it('builds again a card of an earlier format, never answering it', async () => {
    await t.db
      .updateTable('product_cards')
      .set({ card: '{"uuid":"an earlier format"}', format: CARD_FORMAT - 1 })
      .where('product_id', '=', other.id)
      .execute();
    expect((await listed(soaps, other.uuid))?.name.en).toBe('Soap bar');
    expect((await details(other.uuid)).data.name.en).toBe('Soap bar');
    expect(await forgetOldCards(t.db)).toBe(1);
    expect((await cardOf(t.db, other.id))?.card).toBeNull();
    await fillCards(t.db, 10);
    expect(
      await t.db.selectFrom('product_cards').select('format').where('product_id', '=', other.id).executeTakeFirst(),
    ).toEqual({ format: CARD_FORMAT });
  });

  it('answers stored, unbuilt and earlier-format cards together, in the list’s order, byte for byte', async () => {
    const bath = await insertCategory(t.db, { name_ar: 'حمّام', name_en: 'Bath' });
    // inserted in this order, so the price order is not the ids' order; names of one- to four-byte letters
    const add = (name_ar: string, name_en: string, price_milli: number) =>
      insertProduct(t.db, { name_ar, name_en, categories: [bath], price_milli });
    const olive = await add('صابون زيت الزيتون', 'Olive soap', 50_000);
    const honey = await add('صابون العسل 🐝', 'Honey soap €', 5_000);
    const clay = await add('صابون الطين', 'Clay soap', 90_000);
    const mint = await add('صابون النعناع', 'Mint soap', 20_000);
    const rose = await add('صابون الورد 🌹', 'Rose soap', 70_000);
    await fillCards(t.db, 10);
    // olive's, honey's and rose's cards stored; mint's emptied by a change; clay's left from an earlier release
    await t.db.updateTable('products').set({ price_milli: 21_000 }).where('id', '=', mint.id).execute();
    await t.db
      .updateTable('product_cards')
      .set({ card: '{"uuid":"an earlier format"}', format: CARD_FORMAT - 1 })
      .where('product_id', '=', clay.id)
      .execute();
    const res = await t.app.inject({ url: `/api/client/products?category_id=${bath}&sort=price_asc` });
    expect(res.statusCode).toBe(200);
    const page = res.json() as { data: Card[] };
    expect(page.data.map((p) => [p.uuid, p.name, p.selling_price])).toEqual([
      [honey.uuid, { ar: 'صابون العسل 🐝', en: 'Honey soap €' }, 5],
      [mint.uuid, { ar: 'صابون النعناع', en: 'Mint soap' }, 21],
      [olive.uuid, { ar: 'صابون زيت الزيتون', en: 'Olive soap' }, 50],
      [rose.uuid, { ar: 'صابون الورد 🌹', en: 'Rose soap' }, 70],
      [clay.uuid, { ar: 'صابون الطين', en: 'Clay soap' }, 90],
    ]);
    // the stored cards are sent as they were stored
    for (const { id } of [honey, olive, rose]) expect(res.body).toContain((await cardOf(t.db, id))?.card);
  });

  it('is filled in the background by the card filler, which stops when asked', async () => {
    await t.db.updateTable('categories').set({ name_en: 'Bath soap' }).where('id', '=', soaps).execute();
    const unbuilt = () => t.db.selectFrom('product_cards').select('product_id').where('card', 'is', null).execute();
    expect((await unbuilt()).length).toBeGreaterThan(0);
    const filler = createCardFiller(t.db, t.app.log, { pollMs: 10, batchSize: 1 });
    filler.start();
    await vi.waitFor(async () => expect(await unbuilt()).toEqual([]), { timeout: 5000 });
    await filler.stop();
    expect(JSON.parse((await cardOf(t.db, other.id))?.card ?? '')).toMatchObject({
      CategoryProducts: [{ category: { name: { en: 'Bath soap' } } }],
    });
  });

  it('goes with its product', async () => {
    const gone = await insertProduct(t.db, { name_ar: 'مؤقت', name_en: 'Temporary', categories: [soaps] });
    expect(await cardOf(t.db, gone.id)).toMatchObject({ card: null });
    await fillCards(t.db, 10);
    await t.db.deleteFrom('products').where('id', '=', gone.id).execute();
    expect(await cardOf(t.db, gone.id)).toBeNull();
  });
});

/**
 * On PostgreSQL a change marks its cards under row locks held until it commits. Orders take their lines' stock in
 * product id order; marking a card must not make two orders (or an order and a staff change) wait for each other.
 */
describe.skipIf(!DIALECTS.includes('postgres'))('locks of stored product cards on postgres', () => {
  let t: TestDb;
  const sessions: pg.Client[] = [];
  const session = async () => {
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    sessions.push(client);
    await client.query('BEGIN');
    return client;
  };
  const takeOne = (client: pg.Client, id: number) =>
    client.query('UPDATE products SET quantity = quantity - 1, sales_count = sales_count + 1 WHERE id = $1', [id]);
  let a1: number, a2: number, b1: number, b2: number, category: number;

  beforeAll(async () => {
    t = await createTestDb('postgres');
    category = await insertCategory(t.db, { name_ar: 'عطور', name_en: 'Perfumes' });
    const a = await insertProduct(t.db, { name_ar: 'أ', name_en: 'A', categories: [category] });
    const b = await insertProduct(t.db, { name_ar: 'ب', name_en: 'B', categories: [category] });
    // options of two products, their ids interleaved
    a1 = (await insertProduct(t.db, { name_ar: 'أ1', name_en: 'A1', variant_of: a.id })).id;
    b1 = (await insertProduct(t.db, { name_ar: 'ب1', name_en: 'B1', variant_of: b.id })).id;
    a2 = (await insertProduct(t.db, { name_ar: 'أ2', name_en: 'A2', variant_of: a.id })).id;
    b2 = (await insertProduct(t.db, { name_ar: 'ب2', name_en: 'B2', variant_of: b.id })).id;
  });
  afterAll(async () => {
    for (const client of sessions) await client.end();
    await t.destroy();
  });

  it('lets two orders of options of the same products through, each in id order', async () => {
    const [first, second] = [await session(), await session()];
    await takeOne(first, a1);
    await takeOne(second, b1);
    // first: a1 then a2's group-mate b2; second: b1 then a2 — four different product rows
    const done = await Promise.allSettled([
      takeOne(first, b2).then(() => first.query('COMMIT')),
      takeOne(second, a2).then(() => second.query('COMMIT')),
    ]);
    expect(done.map((d) => d.status)).toEqual(['fulfilled', 'fulfilled']);
  });

  it('lets a category renamed by staff and an order through together', async () => {
    const [order, staff] = [await session(), await session()];
    await takeOne(order, b1);
    const renamed = staff
      .query(`UPDATE categories SET name_en = 'Fine perfumes' WHERE id = $1`, [category])
      .then(() => staff.query('COMMIT'));
    const taken = takeOne(order, b2).then(() => order.query('COMMIT'));
    expect((await Promise.allSettled([taken, renamed])).map((d) => d.status)).toEqual(['fulfilled', 'fulfilled']);
  });
});
