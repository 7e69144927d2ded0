import { type Kysely, type Migration, sql } from 'kysely';
import { type ColumnBuilder, isPostgres } from '../dialect.js';

/**
 * The shop's staff (their own accounts and tokens, never the clients'), failed-login locks, the status history
 * and staff notes of orders, and the append-only audit log. New tables only; see docs/decisions/0029-staff-accounts.md.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */
export const staffAndOrderHistory: Migration = {
  async up(db: Kysely<any>) {
    const pg = isPostgres(db);
    const id = (c: ColumnBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
    const idType = pg ? 'serial' : 'integer';
    const text = 'text';

    await db.schema
      .createTable('staff')
      .addColumn('id', idType, id)
      .addColumn('name', text, (c) => c.notNull())
      .addColumn('email', text, (c) => c.notNull())
      .addColumn('email_normalized', text, (c) => c.notNull().unique())
      .addColumn('password_hash', text, (c) => c.notNull())
      .addColumn('role', text, (c) => c.notNull().check(sql`role in ('owner', 'manager', 'orders', 'catalogue')`))
      .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('totp_secret', text)
      .addColumn('totp_pending_secret', text)
      /** the last 30-second step a code was accepted for; a code is never accepted twice */
      .addColumn('totp_last_step', 'integer')
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('updated_at', text, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('staff_tokens')
      .addColumn('id', idType, id)
      .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
      .addColumn('token_hash', text, (c) => c.notNull().unique())
      .addColumn('created_at', text, (c) => c.notNull())
      .addColumn('expires_at', text, (c) => c.notNull())
      .addColumn('revoked_at', text)
      .execute();
    await db.schema.createIndex('staff_tokens_staff').on('staff_tokens').column('staff_id').execute();

    // keyed by the e-mail as typed (normalised), whether or not a member has it, so locks say nothing about who exists
    await db.schema
      .createTable('staff_login_failures')
      .addColumn('email_normalized', text, (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('last_failed_at', text, (c) => c.notNull())
      .addColumn('locked_until', text)
      .execute();

    await db.schema
      .createTable('order_status_history')
      .addColumn('id', idType, id)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('from_status', text)
      .addColumn('to_status', text, (c) => c.notNull())
      .addColumn('actor', text, (c) => c.notNull().check(sql`actor in ('staff', 'client', 'system')`))
      .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
      .addColumn('note', text)
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('order_status_history_order')
      .on('order_status_history')
      .columns(['order_id', 'id'])
      .execute();

    // orders placed before this migration get their creation event, so every timeline starts at "pending"
    await sql`INSERT INTO order_status_history (order_id, from_status, to_status, actor, created_at)
      SELECT id, NULL, 'pending', 'client', created_at FROM orders ORDER BY id`.execute(db);

    await db.schema
      .createTable('order_notes')
      .addColumn('id', idType, id)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
      .addColumn('body', text, (c) => c.notNull())
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_notes_order').on('order_notes').columns(['order_id', 'id']).execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', idType, id)
      .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
      .addColumn('action', text, (c) => c.notNull())
      .addColumn('entity', text, (c) => c.notNull())
      .addColumn('entity_id', text)
      /** JSON of the changed fields before and after; null when there was no before (creation) or after */
      .addColumn('before', text)
      .addColumn('after', text)
      .addColumn('ip', text)
      .addColumn('created_at', text, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_entity').on('audit_log').columns(['entity', 'entity_id', 'id']).execute();
    await db.schema.createIndex('audit_log_staff').on('audit_log').columns(['staff_id', 'id']).execute();

    // The audit log is append-only: the database itself refuses to change or remove a row.
    if (pg) {
      await sql`CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit_log rows are never changed or deleted'; END $$`.execute(db);
      await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    } else {
      for (const event of ['UPDATE', 'DELETE']) {
        await sql
          .raw(
            `CREATE TRIGGER audit_log_no_${event.toLowerCase()} BEFORE ${event} ON audit_log
              BEGIN SELECT RAISE(ABORT, 'audit_log rows are never changed or deleted'); END`,
          )
          .execute(db);
      }
    }
  },
};
