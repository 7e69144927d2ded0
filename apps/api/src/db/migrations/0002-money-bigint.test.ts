import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClient, insertCode, insertDeliveryData, insertStatuses } from '../../modules/orders/test/fixtures.js';
import { insertProduct } from '../../test/fixtures.js';
import { DIALECTS, type TestDb, createTestDb } from '../../test/harness.js';
import { nowIso } from '../connection.js';
import { createMigrator } from '../migrate.js';

/** the tables with money columns, and the one with the orders' other references */
const TABLES = ['products', 'service_packages', 'discount_codes', 'orders', 'order_lines', 'clients'] as const;
const ORDERS = 40;
/** the largest amount PostgreSQL's 32-bit `integer` holds: 2,147,483.647 dinars */
const INT4_MAX = 2_147_483_647;
/** 5,000,000 dinars: past 32 bits, within the shop's bound */
const LARGE = 5_000_000_000;

describe.each(DIALECTS)('migration 0002-money-bigint on %s', (dialect) => {
  let t: TestDb;
  let productId: number;

  /** Every row of every table holding money, in id order. */
  const snapshot = async () => {
    const out: Record<string, unknown[]> = {};
    for (const table of TABLES) out[table] = await t.db.selectFrom(table).selectAll().orderBy('id').execute();
    return out;
  };
  const setPrice = (price_milli: number) =>
    t.db.updateTable('products').set({ price_milli }).where('id', '=', productId).execute();

  beforeAll(async () => {
    t = await createTestDb(dialect, { migrate: false });
    const { error } = await createMigrator(t.db).migrateTo('0001-initial');
    expect(error).toBeUndefined();

    // a shop at 0001 with orders in it, amounts up to the old 32-bit limit
    const statuses = await insertStatuses(t.db);
    await insertDeliveryData(t.db);
    const client = await insertClient(t.db);
    const codeId = await insertCode(t.db, { code: 'EID', type: 'amount', value: 5_000, max_discount_milli: 9_000 });
    const product = await insertProduct(t.db, { name_ar: 'ثلاجة', name_en: 'Fridge', price_milli: 2_499_000 });
    productId = product.id;
    const now = nowIso();
    for (let i = 0; i < ORDERS; i++) {
      const quantity = 1 + (i % 7);
      const unit = i === 0 ? INT4_MAX : 2_499_000;
      const total = i === 0 ? INT4_MAX : unit * quantity - 5_000;
      const order = await t.db
        .insertInto('orders')
        .values({
          uuid: randomUUID(),
          number: `DK-${1000 + i}`,
          client_id: client.id,
          status_id: statuses['pending']!,
          delivery_method: 'pickup',
          payment_method: 'cash_on_delivery',
          discount_milli: 0,
          tax_milli: 0,
          delivery_fee_milli: 0,
          subtotal_milli: i === 0 ? INT4_MAX : unit * quantity,
          discount_code_id: i === 0 ? null : codeId,
          code_discount_milli: i === 0 ? 0 : 5_000,
          total_milli: total,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('order_lines')
        .values({
          order_id: order.id,
          product_id: product.id,
          product_uuid: product.uuid,
          name_ar: 'ثلاجة',
          name_en: 'Fridge',
          quantity: i === 0 ? 1 : quantity,
          unit_price_milli: unit,
          unit_discount_milli: 0,
          unit_tax_milli: 0,
          tax_rate_bp: 0,
          line_total_milli: i === 0 ? INT4_MAX : unit * quantity,
        })
        .execute();
    }
  });
  afterAll(() => t.destroy());

  it('at 0001, PostgreSQL refuses an amount past 32 bits, SQLite holds it', async () => {
    if (dialect === 'postgres') await expect(setPrice(LARGE)).rejects.toThrow(/out of range/);
    else await setPrice(LARGE);
    await setPrice(2_499_000);
  });

  it('keeps every row and every amount, and then holds amounts past 32 bits', async () => {
    const before = await snapshot();
    expect(before['orders']).toHaveLength(ORDERS);
    expect(before['order_lines']).toHaveLength(ORDERS);

    // up to this migration only: later ones may add columns, which would show in the snapshot
    const { error, results } = await createMigrator(t.db).migrateTo('0002-money-bigint');
    expect(error).toBeUndefined();
    expect(results?.map((r) => [r.migrationName, r.status])).toContainEqual(['0002-money-bigint', 'Success']);

    expect(await snapshot()).toEqual(before);

    await setPrice(LARGE);
    const row = await t.db
      .selectFrom('products')
      .select('price_milli')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    // a number, not the string PostgreSQL's driver gives for bigint by default
    expect(row.price_milli).toBe(LARGE);
  });
});
