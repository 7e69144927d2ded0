import type { BrandFacet, ErrorBody, Paged, Product } from '@dukkan/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSpellings } from '../../db/migrations/0012-brand-spellings.js';
import { insertCategory, insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';

describe.each(DIALECTS)('product list sorting and filters on %s', (dialect) => {
  let t: TestApp;
  let tvs: number;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    tvs = await insertCategory(t.db, { name_ar: 'الشاشات', name_en: 'Televisions' });
    // paid prices (after discount, then tax): A 1000.000, B 735.000, C 500.000, D 1145.000, E 1.502
    await insertProduct(t.db, {
      name_ar: 'شاشة ال جي 43',
      name_en: 'LG TV 43',
      brand: 'LG',
      price_milli: 1_000_000,
      sales_count: 5,
      created_at: '2026-01-01T10:00:00.000Z',
      categories: [tvs],
    });
    await insertProduct(t.db, {
      name_ar: 'شاشة سامسونغ 55',
      name_en: 'Samsung TV 55',
      brand: 'Samsung',
      price_milli: 800_000,
      discount_milli: 100_000,
      tax_rate_bp: 500,
      quantity: 0,
      sales_count: 50,
      created_at: '2026-03-01T10:00:00.000Z',
      categories: [tvs],
    });
    await insertProduct(t.db, {
      name_ar: 'شاشة سامسونج 32',
      name_en: 'Samsung TV 32',
      brand: 'Samsung',
      price_milli: 500_000,
      is_available: 0,
      sales_count: 20,
      created_at: '2026-02-01T10:00:00.000Z',
      categories: [tvs],
    });
    await insertProduct(t.db, {
      name_ar: 'شاشة عرض 65',
      name_en: 'Display 65',
      price_milli: 1_200_500,
      discount_milli: 200_500,
      tax_rate_bp: 1450,
      quantity: 3,
      created_at: '2026-04-01T10:00:00.000Z',
      categories: [tvs],
    });
    await insertProduct(t.db, {
      name_ar: 'كابل شاشة',
      name_en: 'Screen cable',
      price_milli: 1_001,
      tax_rate_bp: 5000,
      created_at: '2025-12-01T10:00:00.000Z',
      categories: [tvs],
    });
  });
  afterAll(() => t.destroy());

  const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
  const names = async (query: string) => {
    const res = await get(`/api/client/products?category_id=${tvs}&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<Paged<Product>>().data.map((p) => p.name.en);
  };

  it('sorts by the price the shopper pays, both ways', async () => {
    expect(await names('sort=price_asc')).toEqual([
      'Screen cable',
      'Samsung TV 32',
      'Samsung TV 55',
      'LG TV 43',
      'Display 65',
    ]);
    expect(await names('sort=price_desc')).toEqual([
      'Display 65',
      'LG TV 43',
      'Samsung TV 55',
      'Samsung TV 32',
      'Screen cable',
    ]);
  });

  it('sorts newest first and best selling first, ties by newest id', async () => {
    expect(await names('sort=newest')).toEqual([
      'Display 65',
      'Samsung TV 55',
      'Samsung TV 32',
      'LG TV 43',
      'Screen cable',
    ]);
    expect(await names('sort=best_selling')).toEqual([
      'Samsung TV 55',
      'Samsung TV 32',
      'LG TV 43',
      'Screen cable',
      'Display 65',
    ]);
  });

  it('pages a sorted list and keeps the options in the page links', async () => {
    const res = await get(`/api/client/products?category_id=${tvs}&sort=price_asc&limit=2&page=2&in_stock=false`);
    const body = res.json<Paged<Product>>();
    expect(body.data.map((p) => p.name.en)).toEqual(['Samsung TV 55', 'LG TV 43']);
    expect(body.meta.total).toBe(5);
    expect(body.links.next).toContain('sort=price_asc');
    expect(body.links.next).toContain('page=3');
  });

  it('filters by the paid price range, to the dirham', async () => {
    expect(await names('price_min=735&price_max=1000')).toEqual(['Samsung TV 55', 'LG TV 43']);
    expect(await names('price_max=1.502')).toEqual(['Screen cable']);
    expect(await names('price_max=1.501')).toEqual([]);
    expect(await names('price_min=1145.001')).toEqual([]);
    expect(await names('price_min=١١٤٥')).toEqual(['Display 65']);
  });

  it('filters by brand, by stock and by discount, and counts what it finds', async () => {
    expect(await names('brand=Samsung')).toEqual(['Samsung TV 32', 'Samsung TV 55']);
    expect(await names('in_stock=true')).toEqual(['Screen cable', 'Display 65', 'LG TV 43']);
    expect(await names('discounted=true')).toEqual(['Display 65', 'Samsung TV 55']);
    expect(await names('discounted=true&sort=price_asc')).toEqual(['Samsung TV 55', 'Display 65']);
    expect(await names('brand=Samsung&in_stock=true')).toEqual([]);
    const res = await get(`/api/client/products?category_id=${tvs}&brand=Samsung&limit=1`);
    expect(res.json<Paged<Product>>().meta.total).toBe(2);
  });

  it('lists the brands of a list with their counts', async () => {
    const res = await get(`/api/client/product-brands?category_id=${tvs}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: BrandFacet[] }>().data).toEqual([
      { brand: 'LG', products_count: 1 },
      { brand: 'Samsung', products_count: 2 },
    ]);
    const specials = await get(`/api/client/product-brands?category_id=${tvs}&specials_offer=true`);
    expect(specials.json<{ data: BrandFacet[] }>().data).toEqual([{ brand: 'Samsung', products_count: 1 }]);
  });

  it('refuses bad list options with 422 in the shopper language', async () => {
    const bad = await get(`/api/client/products?sort=cheap&price_min=abc`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json<ErrorBody>().errors).toEqual({
      sort: ['Please choose one of the listed values.'],
      price_min: ['The value must be a number.'],
    });
    const range = await get(`/api/client/products?price_min=10&price_max=5`, 'ar');
    expect(range.statusCode).toBe(422);
    expect(range.json<ErrorBody>().errors).toEqual({ price_max: ['يجب ألا يقل أعلى سعر عن أدنى سعر.'] });
    const decimals = await get(`/api/client/products?price_max=1.0005&in_stock=maybe`);
    expect(decimals.json<ErrorBody>().errors).toEqual({
      price_max: ['The value must be a number.'],
      in_stock: ['The value must be true or false.'],
    });
  });

  it('finds a brand whichever way its Arabic name is spelt', async () => {
    expect(await names('name=سامسونج')).toEqual(['Samsung TV 32', 'Samsung TV 55']);
    expect(await names('name=سامسونغ')).toEqual(['Samsung TV 32', 'Samsung TV 55']);
  });

  it('brings stored search text written before the spellings table up to date', async () => {
    const { id } = await insertProduct(t.db, { name_ar: 'سماعة', name_en: 'Earbuds', categories: [] });
    await sql`UPDATE products SET search_text = ${'سماعه غالاكسي earbuds'} WHERE id = ${id}`.execute(t.db);
    await brandSpellings.up(t.db);
    const row = await t.db.selectFrom('products').select('search_text').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.search_text).toBe('سماعه جالاكسي earbuds');
  });
});
