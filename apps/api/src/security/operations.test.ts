import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../config.js';
import { type TestClient, insertClient, insertStatuses } from '../modules/orders/test/fixtures.js';
import { insertProduct } from '../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp, createTestDb } from '../test/harness.js';
import { insertStaffMember } from '../test/staff.js';

/** Issue 15 item 11: health and readiness for a load balancer. */
describe.each(DIALECTS)('GET /health and GET /ready on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { CATALOGUE_CACHE_SECONDS: 5 });
  });
  afterAll(() => t?.destroy());

  it.each(['/health', '/ready'])('%s answers 200 without a token, never cached', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: url === '/health' ? 'ok' : 'ready' });
  });

  it('/ready answers 503 while a migration is pending, and 200 again once it has run', async () => {
    const [last] = await t.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .orderBy('name' as never, 'desc')
      .limit(1)
      .execute();
    const name = (last as unknown as { name: string }).name;
    await sql`DELETE FROM kysely_migration WHERE name = ${name}`.execute(t.db);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/ready', headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        message: 'The shop is busy right now, please try again in a moment.',
        details: { database: true, migrations: false },
      });
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('/ready answers 503 when the database cannot be reached, /health still 200', async () => {
    const gone = await createTestDb(dialect);
    const app = await buildApp({ config: testConfig({ DATABASE_URL: gone.url }), db: gone.db });
    await gone.destroy();
    try {
      const res = await app.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().details).toEqual({ database: false, migrations: false });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

/** Issue 15 item 10: an order's uuid and the phone of a tracking query stay out of the logs. */
describe('request logs', () => {
  let t: TestApp;
  let shopper: TestClient;
  const log: string[] = [];

  beforeAll(async () => {
    const db = await createTestDb('sqlite');
    const config = testConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'info', RATE_LIMIT: false });
    const app = await buildApp({ config, db: db.db, logStream: { write: (line) => void log.push(line) } });
    t = { ...db, app, config, destroy: async () => (await app.close(), await db.destroy()) };
    await insertStatuses(t.db);
    shopper = await insertClient(t.db);
  });
  afterAll(() => t?.destroy());

  it('redact the uuid of order routes and a phone in the query, and keep the rest of the URL', async () => {
    const product = await insertProduct(t.db, { name_ar: 'زيت', name_en: 'Oil', quantity: 10 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: shopper.auth,
      payload: { products: [{ uuid: product.uuid, quantity: 1 }], delivery_method: 'pickup' },
    });
    const uuid = placed.json<{ data: { uuid: string } }>().data.uuid;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/client/orders/${uuid}`, headers: shopper.auth })).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'GET', url: `/api/client/orders?page=1&phone=0912345678`, headers: shopper.auth });
    await t.app.inject({ method: 'GET', url: `/api/client/products/${product.uuid}` });

    const lines = log.join('\n');
    expect(lines).not.toContain(uuid);
    expect(lines).not.toContain('0912345678');
    expect(lines).toContain('/api/client/orders/:uuid');
    expect(lines).toContain('/api/client/orders?page=1&phone=[redacted]');
    // a product's uuid is public: it stays, so the logs still say what was looked at
    expect(lines).toContain(`/api/client/products/${product.uuid}`);
  });

  it("redact the back office's customer search, which holds names, phones and e-mails", async () => {
    const staff = await insertStaffMember(t.db, 'orders');
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/admin/customers?q=${encodeURIComponent('سالم 0923334444')}&page=1`,
      headers: staff.auth,
    });
    expect(search.statusCode).toBe(200);
    const lines = log.join('\n');
    expect(lines).not.toContain('0923334444');
    expect(lines).toContain('/api/admin/customers?q=[redacted]&page=1');
  });
});
