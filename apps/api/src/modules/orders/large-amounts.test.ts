import { MAX_AMOUNT_DINARS, type Order } from '@dukkan/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestApp, createTestApp } from '../../test/harness.js';
import { type TestClient, insertClient, insertStatuses, writtenState } from './test/fixtures.js';

/** Amounts past 32 bits of thousandths and up to the shop's bound behave the same on both databases. */
describe.each(DIALECTS)('large amounts on %s', (dialect) => {
  let t: TestApp;
  let shopper: TestClient;
  let generator: { uuid: string };
  let tanker: { uuid: string };

  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: false });
    await insertStatuses(t.db);
    shopper = await insertClient(t.db);
    // 3,000,000 dinars: 3·10⁹ thousandths, past PostgreSQL's 32-bit integer
    generator = await insertProduct(t.db, {
      name_ar: 'مولد كهرباء صناعي',
      name_en: 'Industrial generator',
      price_milli: 3_000_000_000,
      quantity: 5,
    });
    // 600,000,000 dinars: two of them pass the one-billion-dinar bound
    tanker = await insertProduct(t.db, {
      name_ar: 'ناقلة نفط',
      name_en: 'Oil tanker',
      price_milli: 600_000_000_000,
      quantity: 5,
    });
  });
  afterAll(() => t.destroy());

  const post = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/sales',
      headers: { 'accept-language': 'en', ...shopper.auth },
      payload,
    });

  it('takes an order of 6,000,000 dinars and gives its amounts back as numbers', async () => {
    const res = await post({
      products: [{ uuid: generator.uuid, quantity: 2, expected_price: 3_000_000 }],
      delivery_method: 'pickup',
      expected_total: 6_000_000,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<{ data: Order }>().data;
    expect(created.totals.total).toBe(6_000_000);

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/client/orders/${created.uuid}`,
      headers: { 'accept-language': 'en', ...shopper.auth },
    });
    expect(read.statusCode).toBe(200);
    const order = read.json<{ data: Order }>().data;
    expect(order.totals).toMatchObject({ subtotal: 6_000_000, total: 6_000_000 });
    expect(order.lines[0]).toMatchObject({ unit_price: 3_000_000, line_total: 6_000_000 });
  });

  it('refuses an order above one billion dinars with 422 on the products, and writes nothing', async () => {
    const before = await writtenState(t.db);
    const res = await post({ products: [{ uuid: tanker.uuid, quantity: 2 }], delivery_method: 'pickup' });
    expect(res.statusCode).toBe(422);
    const body = res.json<{ errors: Record<string, string[]> }>();
    expect(body.errors['products']?.[0]).toMatch(/above the allowed limit/);
    expect(await writtenState(t.db)).toEqual(before);
  });

  it('refuses an amount above the bound with 422 on its field', async () => {
    const res = await post({
      products: [{ uuid: generator.uuid, quantity: 1, expected_price: MAX_AMOUNT_DINARS + 0.001 }],
      delivery_method: 'pickup',
      expected_total: MAX_AMOUNT_DINARS + 1,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'expected_total',
      'products.0.expected_price',
    ]);
  });
});
