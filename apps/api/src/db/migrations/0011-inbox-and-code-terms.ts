import { type Kysely, type Migration, sql } from 'kysely';
import { type ColumnBuilder, isPostgres } from '../dialect.js';

/**
 * The back office's inboxes and the discount terms an order was placed with (docs/decisions/0051):
 * - `contact_messages.read_at`: when staff first read it (null: unread);
 * - `contact_replies`: each answer staff mailed to the sender, with the outbox row that carries it;
 * - `orders.code_*`: the code's terms copied onto the order when it is placed, so editing a code later never changes
 *   the totals of an order already placed (a pending order the shopper changes is re-priced with its own terms).
 *   Orders placed before this migration get the terms their code has now.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */
export const inboxAndCodeTerms: Migration = {
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    const money = pg ? 'bigint' : 'integer';

    await db.schema.alterTable('contact_messages').addColumn('read_at', 'text').execute();
    await db.schema
      .createTable('contact_replies')
      .addColumn('id', pg ? 'serial' : 'integer', id)
      .addColumn('contact_message_id', 'integer', (c) =>
        c.notNull().references('contact_messages.id').onDelete('cascade'),
      )
      .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('set null'))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('outbox_message_id', 'integer', (c) => c.references('outbox_messages.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('contact_replies_message').on('contact_replies').column('contact_message_id').execute();
    await db.schema.createIndex('contact_messages_created').on('contact_messages').column('created_at').execute();

    // one statement per column: SQLite's ALTER TABLE adds one at a time
    await db.schema.alterTable('orders').addColumn('code_type', 'text').execute();
    await db.schema.alterTable('orders').addColumn('code_value', money).execute();
    await db.schema.alterTable('orders').addColumn('code_max_discount_milli', money).execute();
    await db.schema.alterTable('orders').addColumn('code_min_order_milli', money).execute();
    await sql`
      UPDATE orders SET
        code_type = (SELECT type FROM discount_codes d WHERE d.id = orders.discount_code_id),
        code_value = (SELECT value FROM discount_codes d WHERE d.id = orders.discount_code_id),
        code_max_discount_milli = (SELECT max_discount_milli FROM discount_codes d WHERE d.id = orders.discount_code_id),
        code_min_order_milli = (SELECT min_order_milli FROM discount_codes d WHERE d.id = orders.discount_code_id)
      WHERE discount_code_id IS NOT NULL`.execute(db);
  },
};
