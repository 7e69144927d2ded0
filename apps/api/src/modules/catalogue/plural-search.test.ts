import type { Paged, Product } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';

/** Names say "Summer dress"; shoppers search "dresses" (a shopper review found these answered nothing). */
describe.each(DIALECTS)('a search for a regular plural, on %s', (dialect) => {
  let t: TestApp;
  const uuids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const add = async (key: string, name_ar: string, name_en: string) => {
      uuids[key] = (await insertProduct(t.db, { name_ar, name_en })).uuid;
    };
    await add('dress', 'فستان صيفي', 'Summer dress');
    await add('headset', 'سماعة رأس لاسلكية', 'Wireless headset');
    await add('shoe', 'حذاء جري', 'Running shoe');
    await add('battery', 'بطارية قلم', 'AA battery');
    await add('glass', 'كأس زجاج', 'Drinking glass');
  });
  afterAll(() => t.destroy());

  const found = async (term: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/client/products?name=${encodeURIComponent(term)}&limit=8&count=page`,
    });
    expect(res.statusCode).toBe(200);
    return res
      .json<Paged<Product>>()
      .data.map((p) => p.uuid)
      .sort();
  };

  it.each([
    ['dresses', ['dress']],
    ['summer dresses', ['dress']],
    ['shoes', ['shoe']],
    ['batteries', ['battery']],
    ['سماعات', ['headset']],
    ['السماعات اللاسلكية', ['headset']],
    // the singular as before, and a word whose "s" is its own
    ['dress', ['dress']],
    ['glass', ['glass']],
    ['glasses', ['glass']],
  ])('%s', async (term, expected) => {
    expect(await found(term)).toEqual(expected.map((k) => uuids[k]!).sort());
  });
});
