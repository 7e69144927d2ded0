import { type Kysely, type Migration, sql } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

/**
 * After the order (issue 14, docs/decisions/0041-tracking-cancel-and-confirmation.md):
 * - `orders.locale`: the language the order was placed in, so every later message speaks it. Orders placed before
 *   this migration take the language of their order-placed message, else Arabic (the shop's default).
 * - cash-on-delivery confirmation: `confirmation_state` (null: not asked; 'awaiting'; 'client' or 'staff' once
 *   confirmed), the sha256 of the single-use link's token (cleared when used), and when it was confirmed.
 */
export const afterOrder: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('orders')
      .addColumn('locale', 'text', (c) => c.notNull().defaultTo('ar'))
      .execute();
    await db.schema.alterTable('orders').addColumn('confirmation_state', 'text').execute();
    await db.schema.alterTable('orders').addColumn('confirmation_token_hash', 'text').execute();
    await db.schema.alterTable('orders').addColumn('confirmed_at', 'text').execute();
    await db.schema
      .createIndex('orders_confirmation_token')
      .unique()
      .on('orders')
      .column('confirmation_token_hash')
      .execute();
    await db.schema.createIndex('orders_confirmation_state').on('orders').column('confirmation_state').execute();
    await sql`
      UPDATE orders SET locale = (
        SELECT m.locale FROM outbox_messages m
        WHERE m.order_id = orders.id AND m.kind = 'order_placed' AND m.locale IN ('ar', 'en')
        ORDER BY m.id LIMIT 1
      )
      WHERE EXISTS (
        SELECT 1 FROM outbox_messages m
        WHERE m.order_id = orders.id AND m.kind = 'order_placed' AND m.locale IN ('ar', 'en')
      )`.execute(db);
  },
};
