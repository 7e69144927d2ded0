import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DeliveryData, insertDeliveryData } from '../modules/orders/test/fixtures.js';
import { type TestDb, createTestDb } from '../test/harness.js';
import { type TestStaff, insertStaffMember } from '../test/staff.js';
import { type ServerProcess, request, startServer } from './server-process.js';

/**
 * Freshness across processes (issue 13, docs/decisions/0052): two API processes on one PostgreSQL and one Redis,
 * each caching the storefront's answers for five minutes. A staff change written through one is answered at once by
 * the other, because the write publishes an invalidation on Redis and every process clears its cache on receipt.
 * A change made behind the API's back (straight into the database) stays cached: the cache is real, the
 * invalidation is what makes the difference. With Redis unreachable, staff writes still succeed (fail-open).
 */

const POSTGRES = process.env['TEST_POSTGRES_URL'];
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

const TITLE = POSTGRES
  ? 'a staff change reaches the cached answers of every API process'
  : 'a staff change reaches the cached answers of every API process (skipped: TEST_POSTGRES_URL is not set; CI sets it)';

interface Package {
  id: number;
  price: number;
}

describe.skipIf(!POSTGRES)(TITLE, () => {
  let db: TestDb;
  let a: ServerProcess;
  let b: ServerProcess;
  let owner: TestStaff;
  let places: DeliveryData;

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      throw new Error(`the freshness test needs Redis at ${REDIS_URL} (set TEST_REDIS_URL)`, { cause: error });
    } finally {
      redis.disconnect();
    }
    db = await createTestDb('postgres');
    owner = await insertStaffMember(db.db, 'owner');
    places = await insertDeliveryData(db.db);
    const env = { DATABASE_URL: db.url, REDIS_URL, RATE_LIMIT: 'false', CATALOGUE_CACHE_SECONDS: '300' };
    [a, b] = await Promise.all([startServer(env, 120_000), startServer(env, 120_000)]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
  });

  const packages = async (server: ServerProcess) =>
    (
      await request<{ data: Package[] }>(
        server.url,
        'GET',
        `/api/client/get/service/packages?city_id=${places.tripoli}`,
      )
    ).body.data;
  const shopName = async (server: ServerProcess) =>
    (await request<{ data: { shop_name: { en: string } } }>(server.url, 'GET', '/api/client/settings')).body.data
      .shop_name.en;
  /** The other process hears of the change within moments: Redis delivers the message after the write's answer. */
  async function eventually<T>(read: () => Promise<T>, wanted: T): Promise<T> {
    const deadline = Date.now() + 2_000;
    let seen = await read();
    while (JSON.stringify(seen) !== JSON.stringify(wanted) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
      seen = await read();
    }
    return seen;
  }
  const express = (price: number) => ({
    name_ar: 'سريع',
    name_en: 'Express',
    price,
    expected_time_ar: 'يومان',
    expected_time_en: '2 days',
    is_active: true,
  });

  it('keeps answers cached: a change behind the API stays unseen', async () => {
    // an answer is kept the second time its URL is computed (decision 0070)
    expect((await packages(b)).map((p) => p.price)).toEqual([7.5]);
    expect((await packages(b)).map((p) => p.price)).toEqual([7.5]);
    await db.db
      .updateTable('service_packages')
      .set({ price_milli: 8_000 })
      .where('id', '=', places.tripoliExpress)
      .execute();
    expect((await packages(b)).map((p) => p.price)).toEqual([7.5]);
  });

  it('answers a fee changed through one process at once from the other', async () => {
    expect((await packages(a)).map((p) => p.price)).toEqual([8]);
    const res = await request(a.url, 'PUT', `/api/admin/delivery/packages/${places.tripoliExpress}`, {
      token: owner.token,
      body: express(11.5),
    });
    expect(res.status).toBe(200);
    const prices = async () => (await packages(b)).map((p) => p.price);
    expect(await eventually(prices, [11.5])).toEqual([11.5]);
  });

  it('answers settings saved through one process at once from the other', async () => {
    await db.db
      .insertInto('settings')
      .values({ key: 'shop_name', value: JSON.stringify({ ar: 'دكّان', en: 'Dukkan' }) })
      .execute();
    // both processes have the old name cached (asked twice: decision 0070)
    expect([await shopName(a), await shopName(b)]).toEqual(['Dukkan', 'Dukkan']);
    expect([await shopName(a), await shopName(b)]).toEqual(['Dukkan', 'Dukkan']);
    const res = await request(b.url, 'PUT', '/api/admin/settings', {
      token: owner.token,
      body: {
        shop_name_ar: 'دكّان الجديد',
        shop_name_en: 'New Dukkan',
        address_ar: 'طرابلس',
        address_en: 'Tripoli',
        phones: ['0912345678'],
        emails: ['info@dukkan.ly'],
        social_links: [],
        whatsapp: '',
        terms_ar: 'الشروط',
        terms_en: 'Terms',
        low_stock_threshold: 5,
      },
    });
    expect(res.status).toBe(200);
    expect(await eventually(() => shopName(a), 'New Dukkan')).toBe('New Dukkan');
  });

  it('still saves staff changes when Redis cannot be reached (fail-open)', async () => {
    const c = await startServer(
      { DATABASE_URL: db.url, REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT: 'false', CATALOGUE_CACHE_SECONDS: '300' },
      120_000,
    );
    try {
      const res = await request(c.url, 'PUT', `/api/admin/delivery/packages/${places.tripoliExpress}`, {
        token: owner.token,
        body: express(12),
      });
      expect(res.status).toBe(200);
      expect((await packages(c)).map((p) => p.price)).toEqual([12]);
    } finally {
      await c.stop();
    }
  }, 150_000);
});
