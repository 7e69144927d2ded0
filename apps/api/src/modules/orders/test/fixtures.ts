import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { nowIso } from '../../../db/connection.js';
import type { Db, DiscountCodesTable } from '../../../db/schema.js';
import { issueAccessToken } from '../../../auth/token-repository.js';

const STATUSES = [
  ['pending', 'قيد الانتظار', 'Pending'],
  ['confirmed', 'مؤكد', 'Confirmed'],
  ['preparing', 'قيد التجهيز', 'Preparing'],
  ['shipped', 'تم الشحن', 'Shipped'],
  ['delivered', 'تم التوصيل', 'Delivered'],
  ['cancelled', 'ملغي', 'Cancelled'],
] as const;

/** The order statuses the seed loads; returns their ids by code. */
export async function insertStatuses(db: Db): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [i, [code, name_ar, name_en]] of STATUSES.entries()) {
    const row = await db
      .insertInto('order_statuses')
      .values({ code, name_ar, name_en, sort_order: i })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[code] = row.id;
  }
  return ids;
}

export interface TestClient {
  id: number;
  uuid: string;
  token: string;
  auth: { authorization: string };
}

/** A client with a live token, as create/subscriber or login would make. */
export async function insertClient(db: Db, name = 'Salem'): Promise<TestClient> {
  const now = nowIso();
  const uuid = randomUUID();
  const row = await db
    .insertInto('clients')
    .values({ uuid, first_name: name, last_name: 'Test', is_subscriber: 1, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueAccessToken(db, row.id, 1);
  return { id: row.id, uuid, token, auth: { authorization: `Bearer ${token}` } };
}

export interface DeliveryData {
  tripoli: number;
  misrata: number;
  /** a city no delivery company serves */
  ghat: number;
  /** Tripoli, 7.500 LYD */
  tripoliExpress: number;
  /** Tripoli, inactive */
  tripoliOld: number;
  /** Misrata, 12.250 LYD */
  misrataStandard: number;
}

export async function insertDeliveryData(db: Db): Promise<DeliveryData> {
  const country = await db
    .insertInto('countries')
    .values({ code: 'LY', name_ar: 'ليبيا', name_en: 'Libya' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const city = async (name_ar: string, name_en: string, is_delivery: number) =>
    (
      await db
        .insertInto('cities')
        .values({ country_id: country.id, name_ar, name_en, is_delivery })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const tripoli = await city('طرابلس', 'Tripoli', 1);
  const misrata = await city('مصراتة', 'Misrata', 1);
  const ghat = await city('غات', 'Ghat', 0);
  const pkg = async (city_id: number, name_en: string, price_milli: number, is_active = 1) =>
    (
      await db
        .insertInto('service_packages')
        .values({
          city_id,
          name_ar: `باقة ${name_en}`,
          name_en,
          price_milli,
          expected_time_ar: 'يومان',
          expected_time_en: '2 days',
          is_active,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    tripoli,
    misrata,
    ghat,
    tripoliExpress: await pkg(tripoli, 'Express', 7_500),
    tripoliOld: await pkg(tripoli, 'Old', 5_000, 0),
    misrataStandard: await pkg(misrata, 'Standard', 12_250),
  };
}

export async function insertCode(
  db: Db,
  values: Partial<Insertable<DiscountCodesTable>> & { code: string },
): Promise<number> {
  const row = await db
    .insertInto('discount_codes')
    .values({
      type: 'percent',
      value: 1_000,
      min_order_milli: 0,
      used_count: 0,
      is_active: 1,
      created_at: nowIso(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Everything an order writes, to show that a refused one wrote nothing. */
export async function writtenState(db: Db) {
  const count = async (table: 'orders' | 'order_lines' | 'discount_code_uses') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const products = await db.selectFrom('products').select(['id', 'quantity', 'sales_count']).orderBy('id').execute();
  const codes = await db.selectFrom('discount_codes').select(['id', 'used_count']).orderBy('id').execute();
  return {
    orders: await count('orders'),
    lines: await count('order_lines'),
    codeUses: await count('discount_code_uses'),
    products,
    codes,
  };
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const row = await db.selectFrom('products').select('quantity').where('id', '=', productId).executeTakeFirstOrThrow();
  return row.quantity;
}
