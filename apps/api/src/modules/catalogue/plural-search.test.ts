import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type Dialect, type TestApp, createTestApp } from '../../test/harness.js';
import { searchedUuids } from './test/searched.js';

/**
 * A test app on `dialect` holding `products` (key: Arabic and English names) for the enclosing suite; answers the
 * keys a search finds, sorted, as the autocomplete asks.
 */
function searchedIn(dialect: Dialect, products: Record<string, readonly [string, string]>) {
  let t: TestApp;
  const keyOf = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestApp(dialect);
    for (const [key, [name_ar, name_en]] of Object.entries(products)) {
      keyOf.set((await insertProduct(t.db, { name_ar, name_en })).uuid, key);
    }
  });
  afterAll(() => t.destroy());
  return async (term: string) =>
    (await searchedUuids(t.app, term, '&limit=8&count=page')).map((uuid) => keyOf.get(uuid)).sort();
}

/** Names say "Summer dress" and "فستان صيفي"; shoppers search "dresses" and "فساتين" (reviews found these answered nothing). */
describe.each(DIALECTS)('a search for a regular plural, on %s', (dialect) => {
  const found = searchedIn(dialect, {
    dress: ['فستان صيفي', 'Summer dress'],
    headset: ['سماعة رأس لاسلكية', 'Wireless headset'],
    shoe: ['حذاء جري', 'Running shoe'],
    battery: ['بطارية قلم', 'AA battery'],
    glass: ['كأس زجاج', 'Drinking glass'],
    bag: ['حقيبة ظهر مدرسية', 'School backpack'],
    toy: ['لعبة مكعبات تركيب', 'Building blocks'],
    perfume: ['عطر عود', 'Oud perfume'],
    perfumes: ['مجموعة عطور', 'Perfume set'],
  });

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
    // an Arabic broken plural, under its singular as well (and still as itself)
    ['فساتين', ['dress']],
    ['الفساتين صيفي', ['dress']],
    ['أحذية', ['shoe']],
    ['حقائب', ['bag']],
    ['ألعاب', ['toy']],
    ['الألعاب', ['toy']],
    ['كؤوس', ['glass']],
    ['عطور', ['perfume', 'perfumes']],
  ])('%s', async (term, expected) => {
    expect(await found(term)).toEqual([...expected].sort());
  });
});

/** Shoppers say "موبايل" and "لابتوب"; names say "هاتف ذكي" and "حاسوب محمول" (a shopper's review found nothing for them). */
describe.each(DIALECTS)('a search for an everyday word, on %s', (dialect) => {
  const found = searchedIn(dialect, {
    phone: ['هاتف ذكي سامسونج Galaxy A15', 'Samsung Galaxy A15 Smartphone'],
    laptop: ['حاسوب محمول لينوفو IdeaPad', 'Lenovo IdeaPad Laptop'],
    tv: ['شاشة تلفاز ذكية سامسونج 55 بوصة', 'Samsung 55" Smart TV'],
    cover: ['غطاء حماية للهاتف', 'Phone case'],
  });

  it.each([
    ['موبايل', ['phone', 'cover']],
    ['موبايل سامسونج', ['phone']],
    ['جوال', ['phone', 'cover']],
    ['لابتوب', ['laptop']],
    ['لابتوب لينوفو', ['laptop']],
    ['كمبيوتر', ['laptop']],
    ['تلفزيون', ['tv']],
    ['تلفزيون سامسونج', ['tv']],
    // the shop's own words as before
    ['هاتف', ['phone', 'cover']],
    ['تلفاز', ['tv']],
  ])('%s', async (term, expected) => {
    expect(await found(term)).toEqual([...expected].sort());
  });
});
