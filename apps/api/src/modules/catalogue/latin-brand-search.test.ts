import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { searchedUuids } from './test/searched.js';

/** Arabic names that write the brand's line in Latin letters, as the demo catalogue and many shops do. */
describe.each(DIALECTS)('search for a brand typed in Arabic, written in Latin in the name, on %s', (dialect) => {
  let t: TestApp;
  const uuids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const phones = await insertCategory(t.db, { name_ar: 'الهواتف', name_en: 'Phones' });
    uuids['iphone'] = (
      await insertProduct(t.db, {
        name_ar: 'هاتف ذكي أبل iPhone 15 - 256 جيجابايت',
        name_en: 'Apple iPhone 15 Smartphone - 256GB',
        brand: 'Apple',
        categories: [phones],
      })
    ).uuid;
    uuids['galaxy'] = (
      await insertProduct(t.db, {
        name_ar: 'هاتف ذكي سامسونج Galaxy A15 - 128 جيجابايت',
        name_en: 'Samsung Galaxy A15 Smartphone - 128GB',
        brand: 'Samsung',
        categories: [phones],
      })
    ).uuid;
    uuids['kettle'] = (
      await insertProduct(t.db, { name_ar: 'غلاية ماء', name_en: 'Water Kettle', categories: [] })
    ).uuid;
  });
  afterAll(() => t.destroy());

  const found = (term: string) => searchedUuids(t.app, term);

  it.each([
    ['آيفون', ['iphone']],
    ['ايفون 15', ['iphone']],
    ['جالكسي', ['galaxy']],
    ['غالاكسي', ['galaxy']],
    ['سامسونغ جالاكسي', ['galaxy']],
    ['galaxy', ['galaxy']],
    ['جالاكسي ايفون', []],
    // a Latin name typed with one slip, alone or beside another word
    ['Samsng', ['galaxy']],
    ['samsng galaxy', ['galaxy']],
    ['Appel iphone', ['iphone']],
    ['ifone', []],
    ['غلاية', ['kettle']],
    // words that name members of Object.prototype are words like any other (they answered 500)
    ['constructor', []],
    ['__proto__', []],
  ])('%s', async (term, expected) => {
    expect(await found(term)).toEqual(expected.map((k) => uuids[k]!).sort());
  });
});
