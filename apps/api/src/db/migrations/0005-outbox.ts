import type { Kysely, Migration } from 'kysely';
import { isPostgres, type ColumnBuilder } from '../dialect.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */

/**
 * The durable outbox (issue 14): every message the shop sends is a row written in the transaction of the change that
 * causes it; a worker claims due rows (a lease), sends them and marks them sent, or keeps them as failed.
 */
export const outbox: Migration = {
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    await db.schema
      .createTable('outbox_messages')
      .addColumn('id', pg ? 'serial' : 'integer', id)
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('lease_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema
      .createIndex('outbox_messages_due')
      .on('outbox_messages')
      .columns(['status', 'next_attempt_at'])
      .execute();
    await db.schema.createIndex('outbox_messages_order').on('outbox_messages').column('order_id').execute();
  },
};
