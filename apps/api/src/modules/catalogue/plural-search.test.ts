import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { searchedUuids } from './test/searched.js';

/** Names say "Summer dress" and "فستان صيفي"; shoppers search "dresses" and "فساتين" (reviews found these answered nothing). */
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
    await add('bag', 'حقيبة ظهر مدرسية', 'School backpack');
    await add('toy', 'لعبة مكعبات تركيب', 'Building blocks');
    await add('perfume', 'عطر عود', 'Oud perfume');
    await add('perfumes', 'مجموعة عطور', 'Perfume set');
  });
  afterAll(() => t.destroy());

  // as the autocomplete asks
  const found = (term: string) => searchedUuids(t.app, term, '&limit=8&count=page');

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
    expect(await found(term)).toEqual(expected.map((k) => uuids[k]!).sort());
  });
});

/** Shoppers say "موبايل" and "لابتوب"; names say "هاتف ذكي" and "حاسوب محمول" (a shopper's review found nothing for them). */
describe.each(DIALECTS)('a search for an everyday word, on %s', (dialect) => {
  let t: TestApp;
  const uuids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const add = async (key: string, name_ar: string, name_en: string) => {
      uuids[key] = (await insertProduct(t.db, { name_ar, name_en })).uuid;
    };
    await add('phone', 'هاتف ذكي سامسونج Galaxy A15', 'Samsung Galaxy A15 Smartphone');
    await add('laptop', 'حاسوب محمول لينوفو IdeaPad', 'Lenovo IdeaPad Laptop');
    await add('tv', 'شاشة تلفاز ذكية سامسونج 55 بوصة', 'Samsung 55" Smart TV');
    await add('cover', 'غطاء حماية للهاتف', 'Phone case');
  });
  afterAll(() => t.destroy());

  const found = (term: string) => searchedUuids(t.app, term, '&limit=8&count=page');

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
    expect(await found(term)).toEqual(expected.map((k) => uuids[k]!).sort());
  });
});
