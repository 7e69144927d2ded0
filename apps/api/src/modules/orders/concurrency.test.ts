import { setTimeout as sleep } from 'node:timers/promises';
import type { Order } from '@dukkan/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestClient, insertClient, insertCode, insertStatuses, stockOf } from './test/fixtures.js';

const PARALLEL = 20;

/**
 * On PostgreSQL a separate session holds a lock the orders need (a product row, the code row, or the
 * Idempotency-Key's advisory lock) while the requests are sent, and releases it only once many of them are
 * waiting for it at the same time: proof that the requests really run in parallel, each in its own transaction.
 */
class LockHolder {
  peak = 0;
  private constructor(private readonly session: pg.Client) {}

  static async open(t: TestApp, lockSql: string, params: unknown[]): Promise<LockHolder | null> {
    if (t.dialect !== 'postgres') return null;
    const session = new pg.Client({ connectionString: t.url });
    await session.connect();
    await session.query('BEGIN');
    await session.query(lockSql, params);
    return new LockHolder(session);
  }

  /** Waits until `n` other sessions of this database wait for a lock (or 10 s pass), then lets them go. */
  async releaseWhenWaiting(n: number): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      // statistics are cached for the length of a transaction unless cleared
      await this.session.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await this.session.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
      );
      this.peak = Math.max(this.peak, rows[0]?.n ?? 0);
      if (this.peak >= n) break;
      await sleep(10);
    }
    console.info(`${this.peak} requests were waiting for the lock at once`);
    await this.session.query('COMMIT');
    await this.session.end();
  }
}

describe.each(DIALECTS)('concurrent orders on %s', (dialect) => {
  let t: TestApp;
  let clients: TestClient[];

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    await insertStatuses(t.db);
    clients = [];
    for (let i = 0; i < PARALLEL; i++) clients.push(await insertClient(t.db, `client ${i}`));
  });
  afterAll(() => t.destroy());

  const order = (who: TestClient, body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: { ...who.auth, 'accept-language': 'en', ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });

  const ordersOf = async (productId: number) =>
    t.db
      .selectFrom('order_lines')
      .select((eb) => [eb.fn.countAll<number>().as('orders'), eb.fn.sum<number>('quantity').as('units')])
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();

  it(`sells exactly the last 5 units to ${PARALLEL} parallel buyers, never more`, async () => {
    const product = await insertProduct(t.db, { name_ar: 'آخر القطع', name_en: 'Last units', quantity: 5 });
    const holder = await LockHolder.open(t, 'SELECT id FROM products WHERE id = $1 FOR UPDATE', [product.id]);
    const pending = Promise.all(
      clients.map((c) => order(c, { products: [{ uuid: product.uuid, quantity: 1 }], delivery_method: 'pickup' })),
    );
    if (holder) {
      await holder.releaseWhenWaiting(PARALLEL);
      expect(holder.peak).toBeGreaterThanOrEqual(10);
    }
    const results = await pending;

    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(PARALLEL - 5);
    for (const refused of results.filter((r) => r.statusCode === 422)) {
      expect(
        refused.json<{ details: { lines: { reason: string; available_quantity: number }[] } }>().details.lines,
      ).toEqual([expect.objectContaining({ uuid: product.uuid, reason: 'insufficient_stock', available_quantity: 0 })]);
    }
    expect(await stockOf(t.db, product.id)).toBe(0);
    expect(await ordersOf(product.id)).toEqual({ orders: 5, units: 5 });
    const row = await t.db
      .selectFrom('products')
      .select('sales_count')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row.sales_count).toBe(5);
  });

  it('never sells more than the stock when parallel orders want different quantities', async () => {
    const product = await insertProduct(t.db, { name_ar: 'كمية', name_en: 'Quantities', quantity: 7 });
    const holder = await LockHolder.open(t, 'SELECT id FROM products WHERE id = $1 FOR UPDATE', [product.id]);
    const pending = Promise.all(
      clients.map((c, i) =>
        order(c, { products: [{ uuid: product.uuid, quantity: (i % 3) + 1 }], delivery_method: 'pickup' }),
      ),
    );
    await holder?.releaseWhenWaiting(PARALLEL);
    const results = await pending;
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 422)).toBe(true);
    const sold = (await ordersOf(product.id)).units ?? 0;
    const left = await stockOf(t.db, product.id);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(Number(sold) + left).toBe(7);
    // every refusal was for stock, and no order could still have fitted in what is left
    const refusedQuantities = results
      .map((r, i) => [r.statusCode, (i % 3) + 1] as const)
      .filter(([s]) => s === 422)
      .map(([, q]) => q);
    for (const q of refusedQuantities) expect(q).toBeGreaterThan(left);
  });

  it(`gives a single-use code to exactly one of ${PARALLEL} parallel orders`, async () => {
    const product = await insertProduct(t.db, { name_ar: 'وفير', name_en: 'Plenty', quantity: 1_000 });
    const codeId = await insertCode(t.db, { code: 'ONCE', type: 'amount', value: 1_000, max_uses: 1 });
    const holder = await LockHolder.open(t, 'SELECT id FROM discount_codes WHERE id = $1 FOR UPDATE', [codeId]);
    const pending = Promise.all(
      clients.map((c) =>
        order(c, { products: [{ uuid: product.uuid, quantity: 1 }], delivery_method: 'pickup', discount_code: 'ONCE' }),
      ),
    );
    if (holder) {
      await holder.releaseWhenWaiting(PARALLEL);
      expect(holder.peak).toBeGreaterThanOrEqual(10);
    }
    const results = await pending;

    const placed = results.filter((r) => r.statusCode === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.json<{ data: Order }>().data.totals.code_discount).toBe(1);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({
        discount_code: ['This discount code has been used the maximum number of times.'],
      });
    }
    const code = await t.db
      .selectFrom('discount_codes')
      .select('used_count')
      .where('id', '=', codeId)
      .executeTakeFirstOrThrow();
    expect(code.used_count).toBe(1);
    const uses = await t.db
      .selectFrom('discount_code_uses')
      .select('id')
      .where('discount_code_id', '=', codeId)
      .execute();
    expect(uses).toHaveLength(1);
    // the refused orders gave their stock back
    expect(await stockOf(t.db, product.id)).toBe(999);
  });

  it('lets one client use a once-per-client code only once, even in parallel', async () => {
    const product = await insertProduct(t.db, { name_ar: 'مرة', name_en: 'Once each', quantity: 1_000 });
    const codeId = await insertCode(t.db, { code: 'WELCOME', type: 'percent', value: 1_000, per_client_limit: 1 });
    const holder = await LockHolder.open(t, 'SELECT id FROM discount_codes WHERE id = $1 FOR UPDATE', [codeId]);
    const who = clients[0] as TestClient;
    const pending = Promise.all(
      Array.from({ length: 10 }, () =>
        order(who, {
          products: [{ uuid: product.uuid, quantity: 1 }],
          delivery_method: 'pickup',
          discount_code: 'WELCOME',
        }),
      ),
    );
    await holder?.releaseWhenWaiting(10);
    const results = await pending;
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(refused.json<{ errors: Record<string, string[]> }>().errors['discount_code']?.[0]).toMatch(
        /already used this discount code/,
      );
    }
    const uses = await t.db
      .selectFrom('discount_code_uses')
      .select('id')
      .where('discount_code_id', '=', codeId)
      .execute();
    expect(uses).toHaveLength(1);
  });

  it('makes one order of parallel duplicate submissions with the same Idempotency-Key', async () => {
    const product = await insertProduct(t.db, { name_ar: 'مكرر', name_en: 'Duplicate', quantity: 3 });
    const who = clients[1] as TestClient;
    const key = 'double-click-1';
    const holder = await LockHolder.open(t, 'SELECT pg_advisory_xact_lock($1::int, hashtext($2))', [who.id, key]);
    const body = { products: [{ uuid: product.uuid, quantity: 2 }], delivery_method: 'pickup' };
    const pending = Promise.all(Array.from({ length: 10 }, () => order(who, body, key)));
    if (holder) {
      await holder.releaseWhenWaiting(10);
      expect(holder.peak).toBeGreaterThanOrEqual(5);
    }
    const results = await pending;
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const uuids = new Set(results.map((r) => r.json<{ data: Order }>().data.uuid));
    expect(uuids.size).toBe(1);
    expect(await stockOf(t.db, product.id)).toBe(1);
    expect(await ordersOf(product.id)).toEqual({ orders: 1, units: 2 });
  });
});
