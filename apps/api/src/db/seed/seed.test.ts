import { mkdtempSync, readdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSearchText } from '../../lib/product-search.js';
import { migrateToLatest } from '../migrate.js';
import type { Database } from '../schema.js';
import { CATALOGUE } from './data.js';
import { seedDatabase, type SeedSummary } from './seed.js';

async function freshDb(): Promise<Kysely<Database>> {
  const sqlite = new BetterSqlite3(':memory:');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  await migrateToLatest(db);
  return db;
}

/** `/images/products/x.svg` -> the file under the seed's images folder */
const fileOf = (imagesDir: string, urlPath: string) =>
  path.join(imagesDir, ...urlPath.replace(/^\/images\//, '').split('/'));

function expectSvg(file: string): void {
  expect(existsSync(file), file).toBe(true);
  const text = readFileSync(file, 'utf8');
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true);
  expect(text.trimEnd().endsWith('</svg>'), file).toBe(true);
  // self-contained: no text, no external references
  expect(text).not.toMatch(/<text|<image|href=|@import|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
}

describe('seedDatabase', () => {
  let db: Kysely<Database>;
  let imagesDir: string;
  let summary: SeedSummary;

  beforeAll(async () => {
    db = await freshDb();
    imagesDir = mkdtempSync(path.join(tmpdir(), 'dukkan-seed-'));
    summary = await seedDatabase(db, { imagesDir });
  });

  afterAll(async () => {
    await db.destroy();
    rmSync(imagesDir, { recursive: true, force: true });
  });

  it('reports what it inserted', async () => {
    const count = async (table: keyof Database) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(summary.products).toBe(240);
    expect(await count('products')).toBe(summary.products + summary.product_options);
    expect(await count('categories')).toBe(summary.categories);
    expect(await count('product_images')).toBe(summary.product_images);
    expect(await count('product_categories')).toBe(summary.product_categories);
    expect(await count('service_packages')).toBe(summary.service_packages);
    expect(await count('clients')).toBe(0);
    expect(await count('orders')).toBe(0);
  });

  it('builds at least 12 top-level categories, each with 2–5 sub-categories and an image', async () => {
    const categories = await db.selectFrom('categories').selectAll().execute();
    const top = categories.filter((c) => c.parent_id === null);
    expect(top.length).toBeGreaterThanOrEqual(12);
    for (const parent of top) {
      const subs = categories.filter((c) => c.parent_id === parent.id);
      expect(subs.length, parent.name_en).toBeGreaterThanOrEqual(2);
      expect(subs.length, parent.name_en).toBeLessThanOrEqual(5);
    }
    for (const c of categories) {
      expect(c.name_ar).toMatch(/[\u0600-\u06FF]/);
      expect(c.name_en).toMatch(/[A-Za-z]/);
      expect(c.img).toMatch(/^\/images\/categories\/[a-z0-9-]+\.svg$/);
      expectSvg(fileOf(imagesDir, c.img ?? ''));
    }
  });

  it('varies the catalogue: discounts, stock-outs, unavailable, featured and best sellers', async () => {
    const products = await db.selectFrom('products').selectAll().execute();
    expect(products.length).toBeGreaterThanOrEqual(200);
    const share = (pred: (p: (typeof products)[number]) => boolean) => products.filter(pred).length / products.length;
    expect(share((p) => p.discount_milli > 0)).toBeGreaterThan(0.15);
    expect(share((p) => p.discount_milli > 0)).toBeLessThan(0.45);
    expect(products.every((p) => p.discount_milli < p.price_milli && p.price_milli > 0)).toBe(true);
    expect(share((p) => p.quantity === 0)).toBeGreaterThan(0.02);
    expect(share((p) => p.is_available === 0)).toBeGreaterThan(0);
    expect(share((p) => p.is_featured === 1)).toBeGreaterThan(0.05);
    expect(new Set(products.map((p) => p.tax_rate_bp))).toEqual(new Set([0, 500]));
    const sales = products.map((p) => p.sales_count).sort((a, b) => b - a);
    expect(sales[0]).toBeGreaterThan(5 * (sales[Math.floor(sales.length / 2)] ?? 0));
    expect(new Set(products.map((p) => p.uuid)).size).toBe(products.length);
    for (const p of products)
      expect(p.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    for (const p of products) {
      expect(p.name_ar).toMatch(/[\u0600-\u06FF]/);
      expect(p.description_en.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(p.short_description_ar.length).toBeGreaterThan(5);
    }
    const days = products.map((p) => (Date.now() - Date.parse(p.created_at)) / 86_400_000);
    expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...days)).toBeLessThanOrEqual(120);
    expect(Math.max(...days)).toBeGreaterThan(60);
  });

  it('prices phones and dates like a Libyan shop', async () => {
    const priced = (subName: string) =>
      db
        .selectFrom('products')
        .innerJoin('product_categories', 'product_categories.product_id', 'products.id')
        .innerJoin('categories', 'categories.id', 'product_categories.category_id')
        .where('categories.name_en', '=', subName)
        .select('products.price_milli')
        .execute();
    for (const { price_milli } of await priced('Smartphones')) {
      expect(price_milli).toBeGreaterThanOrEqual(600_000);
      expect(price_milli).toBeLessThanOrEqual(4_500_000 * 1.35);
    }
    for (const { price_milli } of await priced('Dates')) {
      expect(price_milli).toBeGreaterThanOrEqual(15_000);
      expect(price_milli).toBeLessThanOrEqual(60_000);
    }
  });

  it('gives every product a main image that exists and is an SVG', async () => {
    const rows = await db.selectFrom('product_images').selectAll().execute();
    // an option in its main product's colour shows the main product's pictures
    const products = await db.selectFrom('products').select('id').where('variant_of', 'is', null).execute();
    const mains = new Map(rows.filter((r) => r.sort_order === 0).map((r) => [r.product_id, r.img_path]));
    for (const { id } of products) {
      const img = mains.get(id);
      expect(img, `product ${id}`).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
    }
    const perProduct = new Map<number, number>();
    for (const r of rows) perProduct.set(r.product_id, (perProduct.get(r.product_id) ?? 0) + 1);
    expect(Math.max(...perProduct.values())).toBeLessThanOrEqual(3);
    for (const img of new Set(rows.map((r) => r.img_path))) expectSvg(fileOf(imagesDir, img));
    expectSvg(path.join(imagesDir, 'default.svg'));
  });

  it('links every product to its sub-category and that sub-category’s parent', async () => {
    const links = await db
      .selectFrom('product_categories')
      .innerJoin('categories', 'categories.id', 'product_categories.category_id')
      .select(['product_categories.product_id', 'categories.id', 'categories.parent_id'])
      .execute();
    const byProduct = new Map<number, { id: number; parent_id: number | null }[]>();
    for (const l of links) byProduct.set(l.product_id, [...(byProduct.get(l.product_id) ?? []), l]);
    expect(byProduct.size).toBe(summary.products);
    for (const [productId, cats] of byProduct) {
      const sub = cats.find((c) => c.parent_id !== null);
      expect(sub, `product ${productId}`).toBeDefined();
      expect(
        cats.some((c) => c.id === sub?.parent_id && c.parent_id === null),
        `product ${productId}`,
      ).toBe(true);
    }
  });

  it('sells some shoes and clothes in colours and sizes: options with their own SKU, stock and pictures', async () => {
    const options = await db.selectFrom('products').selectAll().where('variant_of', 'is not', null).execute();
    expect(options.length).toBe(summary.product_options);
    const groups = new Set(options.map((o) => o.variant_of));
    expect(groups.size).toBeGreaterThanOrEqual(6);
    const mains = await db
      .selectFrom('products')
      .selectAll()
      .where('id', 'in', [...groups].map(Number))
      .execute();
    for (const main of mains) {
      const own = options.filter((o) => o.variant_of === main.id);
      const combos = new Set([main, ...own].map((o) => `${o.color_en}/${o.size_en}`));
      // every option differs from the others, and carries the main product's name without a size in it
      expect(combos.size, main.name_en).toBe(own.length + 1);
      expect(main.name_en).not.toMatch(/Size/);
      expect(new Set(own.map((o) => o.name_en))).toEqual(new Set([main.name_en]));
      expect(new Set(own.map((o) => o.color_en)).size).toBeGreaterThanOrEqual(2);
      // the description the options share names no colour: a black option's page must not say it comes in white
      for (const product of [main, ...own]) {
        expect(product.description_en, main.name_en).not.toMatch(/comes in/);
        expect(product.description_ar, main.name_ar).not.toMatch(/باللون/);
      }
    }
    const skus = [...mains, ...options].map((o) => o.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^DK-\d+-[A-Z]{3}-[A-Z0-9]+$/);
    expect(options.some((o) => o.quantity === 0)).toBe(true);
    const linked = await db
      .selectFrom('product_categories')
      .select('product_id')
      .where(
        'product_id',
        'in',
        options.map((o) => o.id),
      )
      .execute();
    expect(linked).toEqual([]);
  });

  it('stores search_text exactly as the product search folds it', async () => {
    const products = await db.selectFrom('products').selectAll().execute();
    for (const p of products) {
      expect(p.search_text).toBe(productSearchText(`${p.name_ar} ${p.name_en} ${p.brand ?? ''} ${p.model ?? ''}`));
    }
  });

  it('gives every product its own name in each language, so a picked suggestion finds one product', async () => {
    // (an option carries its main product's names)
    const rows = await db
      .selectFrom('products')
      .select(['name_ar', 'name_en', 'description_en'])
      .where('variant_of', 'is', null)
      .execute();
    expect(new Set(rows.map((r) => r.name_en)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.name_ar)).size).toBe(rows.length);
    expect(rows.filter((r) => /\b[Tt]he The /.test(r.description_en))).toEqual([]);
  });

  it('delivers to Libyan cities through service packages', async () => {
    const libya = await db.selectFrom('countries').selectAll().where('code', '=', 'LY').executeTakeFirstOrThrow();
    expect(libya.name_en).toBe('Libya');
    const cities = await db.selectFrom('cities').selectAll().where('country_id', '=', libya.id).execute();
    const names = cities.map((c) => c.name_en);
    expect(names).toEqual(expect.arrayContaining(['Tripoli', 'Benghazi', 'Misrata', 'Sabha', 'Tobruk']));
    const packages = await db.selectFrom('service_packages').selectAll().execute();
    for (const city of cities.filter((c) => c.is_delivery === 1)) {
      const own = packages.filter((p) => p.city_id === city.id);
      expect(own.length, city.name_en).toBeGreaterThanOrEqual(2);
      expect(own.length, city.name_en).toBeLessThanOrEqual(3);
      for (const p of own) {
        expect(p.price_milli).toBeGreaterThanOrEqual(10_000);
        expect(p.price_milli).toBeLessThanOrEqual(45_000);
        expect(p.expected_time_ar).toMatch(/[\u0600-\u06FF]/);
      }
    }
    const tripoli = cities.find((c) => c.name_en === 'Tripoli');
    expect(packages.filter((p) => p.city_id === tripoli?.id).map((p) => p.name_en)).toContain('Same-day delivery');
    expect(await db.selectFrom('countries').select('code').execute()).toEqual(
      expect.arrayContaining([{ code: 'TN' }, { code: 'EG' }]),
    );
  });

  it('stores the order statuses, discount codes and banners', async () => {
    const statuses = await db.selectFrom('order_statuses').selectAll().orderBy('sort_order').execute();
    expect(statuses.map((s) => s.code)).toEqual([
      'pending',
      'confirmed',
      'preparing',
      'shipped',
      'delivered',
      'cancelled',
    ]);
    const codes = await db.selectFrom('discount_codes').selectAll().execute();
    const code = (c: string) => codes.find((x) => x.code === c);
    expect(code('WELCOME10')).toMatchObject({
      type: 'percent',
      value: 1000,
      max_discount_milli: 50_000,
      max_uses: null,
    });
    expect(code('TRIPOLI25')).toMatchObject({ type: 'amount', value: 25_000, min_order_milli: 150_000 });
    expect(code('ONCE50')).toMatchObject({ type: 'percent', value: 5000, max_uses: 1 });
    expect(Date.parse(code('EXPIRED5')?.expires_at ?? '')).toBeLessThan(Date.now());
    expect(code('INACTIVE')?.is_active).toBe(0);
    const ads = await db.selectFrom('advertisements').selectAll().execute();
    expect(ads.filter((a) => a.placement === 'home').length).toBeGreaterThanOrEqual(3);
    expect(ads.filter((a) => a.placement === 'sidebar').length).toBe(2);
    for (const ad of ads) {
      expectSvg(fileOf(imagesDir, ad.img));
      expect(ad.link).toMatch(/^#\/category-products\?[a-z_=&0-9]+$/);
    }
  });

  it('stores the settings as JSON', async () => {
    const rows = await db.selectFrom('settings').selectAll().execute();
    const settings = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
    expect(Object.keys(settings)).toEqual(
      expect.arrayContaining(['shop_name', 'address', 'phone', 'emails', 'social_links', 'terms', 'currency']),
    );
    expect(settings.shop_name).toEqual({ ar: 'دكّان', en: 'Dukkan' });
    expect(settings.phone).toBe('+218 91 234 5678');
    expect(settings.currency).toBe('LYD');
    const terms = settings.terms as { ar: string; en: string };
    expect(terms.en.split('\n\n').length).toBeGreaterThanOrEqual(4);
    expect(terms.ar.split('\n\n').length).toBeGreaterThanOrEqual(4);
  });

  it('makes the same catalogue every time, uuids included', async () => {
    const other = await freshDb();
    const otherDir = mkdtempSync(path.join(tmpdir(), 'dukkan-seed-'));
    try {
      await seedDatabase(other, { imagesDir: otherDir });
      const names = (d: Kysely<Database>) =>
        d.selectFrom('products').select(['uuid', 'name_en', 'price_milli', 'discount_milli']).orderBy('id').execute();
      expect(await names(other)).toEqual(await names(db));
    } finally {
      await other.destroy();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});

/** Each sub-category's price range in thousandths, from the catalogue's templates and models. */
function priceRanges(): Map<string, [number, number]> {
  const ranges = new Map<string, [number, number]>();
  for (const sub of CATALOGUE.flatMap((c) => c.subs)) {
    const bounds = sub.templates.flatMap((t) => t.brands.flatMap((b) => b.models.map((m) => m.price ?? t.price)));
    ranges.set(sub.name.en, [
      Math.min(...bounds.map(([lo]) => lo)) * 1000,
      Math.max(...bounds.map(([, hi]) => hi)) * 1000,
    ]);
  }
  return ranges;
}

describe('seedDatabase with a large catalogue', () => {
  it('seeds 10,000 products like a real shop: unique names, no multi-packs, prices in range, bounded images', async () => {
    const db = await freshDb();
    const imagesDir = mkdtempSync(path.join(tmpdir(), 'dukkan-seed-'));
    try {
      const summary = await seedDatabase(db, { imagesDir, products: 10_000 });
      expect(summary.products).toBe(10_000);
      expect(summary.product_categories).toBe(20_000);

      const rows = await db
        .selectFrom('products')
        .innerJoin('product_categories', 'product_categories.product_id', 'products.id')
        .innerJoin('categories', 'categories.id', 'product_categories.category_id')
        .where('categories.parent_id', 'is not', null)
        .select(['products.name_ar', 'products.name_en', 'products.price_milli', 'categories.name_en as sub'])
        .execute();
      expect(rows).toHaveLength(10_000);
      expect(new Set(rows.map((r) => r.name_en)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.name_ar)).size).toBe(rows.length);
      expect(rows.filter((r) => /pack of|عبوة/i.test(`${r.name_en} ${r.name_ar}`))).toEqual([]);
      const ranges = priceRanges();
      const outOfRange = rows.filter((r) => {
        const [lo, hi] = ranges.get(r.sub) ?? [0, 0];
        return r.price_milli < lo || r.price_milli > hi;
      });
      expect(outOfRange).toEqual([]);
      // every sub-category stocked, the varied ones more than the narrow ones
      const perSub = new Map<string, number>();
      for (const r of rows) perSub.set(r.sub, (perSub.get(r.sub) ?? 0) + 1);
      expect(perSub.size).toBe(ranges.size);
      expect(perSub.get('Smartphones')).toBeGreaterThan(5 * (perSub.get('Personal Care') ?? 0));

      const missing = await db
        .selectFrom('products')
        .leftJoin('product_images', (j) =>
          j.onRef('product_images.product_id', '=', 'products.id').on('product_images.sort_order', '=', 0),
        )
        .where('product_images.id', 'is', null)
        // an option in its main product's colour shows the main product's pictures
        .where('products.variant_of', 'is', null)
        .select('products.id')
        .execute();
      expect(missing).toEqual([]);
      expect(readdirSync(path.join(imagesDir, 'products')).length).toBeLessThanOrEqual(300);
    } finally {
      await db.destroy();
      rmSync(imagesDir, { recursive: true, force: true });
    }
  });
});
