import type { Db } from '../../db/schema.js';

/** The shop's e-mail addresses (the "emails" setting), for staff notices; empty when none is set. */
export async function findShopEmails(db: Db): Promise<string[]> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'emails').executeTakeFirst();
  if (!row) return [];
  try {
    const emails: unknown = JSON.parse(row.value);
    return Array.isArray(emails) ? emails.filter((e): e is string => typeof e === 'string' && e.includes('@')) : [];
  } catch {
    return [];
  }
}

/** What the order messages tell: the order as placed, and who to tell. */
export async function findOrderForNotice(db: Db, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .innerJoin('clients', 'clients.id', 'orders.client_id')
    .leftJoin('cities', 'cities.id', 'orders.city_id')
    .select([
      'orders.id',
      'orders.uuid',
      'orders.number',
      'orders.delivery_method',
      'orders.receiver_name',
      'orders.receiver_phone',
      'orders.near_place',
      'cities.name_ar as city_ar',
      'cities.name_en as city_en',
      'orders.code_discount_milli',
      'orders.delivery_fee_milli',
      'orders.total_milli',
      'orders.language',
      'clients.first_name',
      'clients.last_name',
      'clients.email',
      'clients.phone',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const lines = await db
    .selectFrom('order_lines')
    .select(['name_ar', 'name_en', 'quantity', 'line_total_milli'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return { ...order, lines };
}

/** A status's names, for the message that tells it. */
export async function findStatusName(db: Db, code: string): Promise<{ ar: string; en: string }> {
  const row = await db
    .selectFrom('order_statuses')
    .select(['name_ar', 'name_en'])
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return { ar: row.name_ar, en: row.name_en };
}
