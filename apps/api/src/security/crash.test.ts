import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';
import { insertClient, insertCode, insertStatuses } from '../modules/orders/test/fixtures.js';
import { insertProduct } from '../test/fixtures.js';
import { DIALECTS, type Dialect, createTestDb } from '../test/harness.js';
import { type ServerProcess, request, startServer, tempDir } from './server-process.js';

/**
 * The crash test: the real server takes a stream of concurrent orders and is killed with SIGKILL in the
 * middle (no shutdown hook runs). After a restart on the same database every order the shop acknowledged (201) is
 * there with all its lines, no order is half-written, the stock adds up and the discount code's use count matches.
 */

const REQUESTS = 200;
const CONCURRENCY = 10;
/** SIGKILL once this many orders were acknowledged, with up to CONCURRENCY - 1 requests still in flight */
const KILL_AFTER = 60;
const STOCK = 1_000;

interface Acknowledged {
  uuid: string;
  token: string;
  lines: { product_uuid: string; quantity: number }[];
}

interface SaleAnswer {
  data: { uuid: string; lines: { product_uuid: string; quantity: number }[] };
}

async function count(db: Kysely<Database>, table: 'orders' | 'order_lines' | 'discount_code_uses'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(DIALECTS)('SIGKILL during an order load on %s', (dialect: Dialect) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it('keeps every acknowledged order whole, none half-written, and the stock adds up', async () => {
    // ── a database with two products, a discount code and a few clients ──
    let url: string;
    let db: Kysely<Database>;
    if (dialect === 'sqlite') {
      url = `sqlite:${path.join(tempDir('crash'), 'dukkan.db')}`;
      db = openDatabase(url).db;
      await migrateToLatest(db);
    } else {
      const testDb = await createTestDb('postgres');
      url = testDb.url;
      db = testDb.db;
      cleanup.push(() => testDb.destroy());
    }
    await insertStatuses(db);
    const products = [
      await insertProduct(db, { name_ar: 'تمر دقلة', name_en: 'Deglet dates', quantity: STOCK, price_milli: 12_500 }),
      await insertProduct(db, { name_ar: 'زيت زيتون', name_en: 'Olive oil', quantity: STOCK, tax_rate_bp: 700 }),
    ];
    const codeId = await insertCode(db, { code: 'CRASH10', type: 'percent', value: 1_000 });
    const clients = await Promise.all(Array.from({ length: 5 }, (_, i) => insertClient(db, `Client ${i}`)));
    if (dialect === 'sqlite') await db.destroy();

    // ── the load, and the kill ──
    const env = { DATABASE_URL: url, RATE_LIMIT: 'false' };
    const first = await startServer(env);
    cleanup.push(() => first.kill());
    const acknowledged: Acknowledged[] = [];
    let sent = 0;
    let failed = 0;
    let killed = false;
    let killing: Promise<void> | null = null;
    const unexpected: string[] = [];

    const worker = async (w: number) => {
      while (!killed && sent < REQUESTS) {
        const n = sent++;
        const client = clients[(n + w) % clients.length]!;
        const lines = products
          .map((p, i) => ({ uuid: p.uuid, quantity: ((n + i) % 3) + 1 }))
          .filter((_, i) => n % 3 !== 2 || i === 0);
        // only the request may fail with the kill; a wrong answer fails the test whenever it comes
        const res = await request<SaleAnswer>(first.url, 'POST', '/api/client/sales', {
          token: client.token,
          headers: { 'idempotency-key': `crash-${n}` },
          body: { products: lines, delivery_method: 'pickup', ...(n % 2 ? { discount_code: 'CRASH10' } : {}) },
        }).catch((error: unknown) => {
          if (!killed) throw error;
          return null; // the connection died with the server: the order may or may not have been placed
        });
        if (res === null) failed++;
        else if (res.status === 201) {
          acknowledged.push({ uuid: res.body.data.uuid, token: client.token, lines: res.body.data.lines });
        } else {
          unexpected.push(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
        }
        if (acknowledged.length >= KILL_AFTER && !killed) {
          killed = true;
          killing = first.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
    await killing;
    expect(unexpected).toEqual([]);
    expect(killed).toBe(true);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    // ── restart on the same database ──
    const second: ServerProcess = await startServer(env);
    cleanup.push(() => second.stop());
    if (dialect === 'sqlite') db = openDatabase(url).db;
    if (dialect === 'sqlite') cleanup.push(() => db.destroy());

    // every acknowledged order is there with all its lines, through the API too
    for (const ack of acknowledged) {
      const res = await request<SaleAnswer>(second.url, 'GET', `/api/client/orders/${ack.uuid}`, { token: ack.token });
      expect(res.status).toBe(200);
      const lines = (l: { product_uuid: string; quantity: number }[]) =>
        l.map((x) => `${x.product_uuid}:${x.quantity}`).sort();
      expect(lines(res.body.data.lines)).toEqual(lines(ack.lines));
    }

    // no order without lines
    const orders = await db.selectFrom('orders').select(['id', 'discount_code_id']).execute();
    const lineRows = await db.selectFrom('order_lines').select(['order_id', 'product_id', 'quantity']).execute();
    const ordersWithLines = new Set(lineRows.map((l) => l.order_id));
    expect(orders.filter((o) => !ordersWithLines.has(o.id))).toEqual([]);
    expect(orders.length).toBeGreaterThanOrEqual(acknowledged.length);
    expect(orders.length).toBeLessThanOrEqual(acknowledged.length + failed);

    // stock + units sold == the initial stock, and sales_count agrees
    for (const p of products) {
      const row = await db
        .selectFrom('products')
        .select(['quantity', 'sales_count'])
        .where('id', '=', p.id)
        .executeTakeFirstOrThrow();
      const sold = lineRows.filter((l) => l.product_id === p.id).reduce((sum, l) => sum + l.quantity, 0);
      expect(row.quantity + sold).toBe(STOCK);
      expect(row.sales_count).toBe(sold);
    }

    // the code's use count is the number of orders that used it, and of its use rows
    const code = await db
      .selectFrom('discount_codes')
      .select('used_count')
      .where('id', '=', codeId)
      .executeTakeFirstOrThrow();
    const withCode = orders.filter((o) => o.discount_code_id === codeId).length;
    expect(code.used_count).toBe(withCode);
    expect(await count(db, 'discount_code_uses')).toBe(withCode);
    expect(withCode).toBeGreaterThan(0);

    // and the shop takes orders again
    const again = await request(second.url, 'POST', '/api/client/sales', {
      token: clients[0]!.token,
      body: { products: [{ uuid: products[0]!.uuid, quantity: 1 }], delivery_method: 'pickup' },
    });
    expect(again.status).toBe(201);
  }, 180_000);
});
