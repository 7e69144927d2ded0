import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccountsFixtures } from '../modules/accounts/test-support.js';
import { insertClient, insertStatuses } from '../modules/orders/test/fixtures.js';
import { insertProduct } from '../test/fixtures.js';
import { type TestDb, createTestDb } from '../test/harness.js';
import { type ServerProcess, request, startServer } from './server-process.js';

/**
 * Scale-out: the API keeps no state of its own. Two API processes on one PostgreSQL database and one
 * Redis work as one shop: orders placed through both at once for the last units never oversell, a token issued by
 * one works on the other (and a logout on one ends it on both), and a rate limit counted by one holds on the other.
 * Several processes on one SQLite file are not supported (docs/decisions/0007), so this runs on PostgreSQL only;
 * CI sets TEST_POSTGRES_URL.
 */

const POSTGRES = process.env['TEST_POSTGRES_URL'];
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const UNITS = 5;
const BUYERS = 24;

const TITLE = POSTGRES
  ? 'two API processes on one PostgreSQL and one Redis'
  : 'two API processes on one PostgreSQL and one Redis (skipped: TEST_POSTGRES_URL is not set; CI sets it)';

describe.skipIf(!POSTGRES)(TITLE, () => {
  let db: TestDb;
  let a: ServerProcess;
  let b: ServerProcess;
  let product: { id: number; uuid: string };

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      throw new Error(`the scale-out test needs Redis at ${REDIS_URL} (set TEST_REDIS_URL)`, { cause: error });
    } finally {
      redis.disconnect();
    }
    db = await createTestDb('postgres');
    await insertStatuses(db.db);
    await seedAccountsFixtures(db.db);
    product = await insertProduct(db.db, { name_ar: 'آخر قطعة', name_en: 'Last pieces', quantity: UNITS });
    const env = { DATABASE_URL: db.url, REDIS_URL, RATE_LIMIT: 'true' };
    [a, b] = await Promise.all([startServer(env, 120_000), startServer(env, 120_000)]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.destroy();
  });

  it(`sells exactly the last ${UNITS} units to ${BUYERS} shoppers ordering through both processes at once`, async () => {
    // one order per shopper, so the per-client order limit (shared in Redis) never gets in the way
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => insertClient(db.db, `Buyer ${i}`)));
    // warm both processes up, so neither is still compiling when the race starts
    await Promise.all([a, b].map((server) => request(server.url, 'GET', '/api/client/status')));
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        request(i % 2 ? a.url : b.url, 'POST', '/api/client/sales', {
          token: buyer.token,
          body: { products: [{ uuid: product.uuid, quantity: 1 }], delivery_method: 'pickup' },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(UNITS);
    expect(statuses.filter((s) => s === 422)).toHaveLength(BUYERS - UNITS);
    // both processes took part: each answered its half, and neither failed
    for (const half of [0, 1]) {
      const mine = statuses.filter((_, i) => i % 2 === half);
      expect(mine.every((s) => s === 201 || s === 422)).toBe(true);
    }

    const row = await db.db
      .selectFrom('products')
      .select(['quantity', 'sales_count'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ quantity: 0, sales_count: UNITS });
    const lines = await db.db
      .selectFrom('order_lines')
      .select('quantity')
      .where('product_id', '=', product.id)
      .execute();
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(UNITS);
  });

  it('accepts a token issued by one process on the other, and a logout on one ends it on both', async () => {
    const session = await request<{ access_token: string }>(a.url, 'POST', '/api/client/create/subscriber', {
      body: { first_name: 'Shared', phone: '0912345678' },
    });
    expect(session.status).toBe(201);
    const token = session.body.access_token;
    expect((await request(b.url, 'GET', '/api/client/auth-client', { token })).status).toBe(200);
    expect((await request(b.url, 'POST', '/api/client/logout', { token })).status).toBe(200);
    expect((await request(a.url, 'GET', '/api/client/auth-client', { token })).status).toBe(401);
  });

  it('counts a rate limit across both processes through Redis', async () => {
    // login allows 10 attempts a minute per address and e-mail; a fresh e-mail gives a fresh counter in Redis
    const attempt = { email: `limit-${randomUUID()}@example.ly`, password: 'not the password' };
    for (let i = 0; i < 10; i++) {
      const res = await request(i % 2 ? a.url : b.url, 'POST', '/api/client/login', { body: attempt });
      expect(res.status).toBe(422);
    }
    for (const server of [a, b]) {
      const limited = await request<{ message: string }>(server.url, 'POST', '/api/client/login', { body: attempt });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body.message).toBe('Too many attempts, please try again shortly.');
    }
  });
});
