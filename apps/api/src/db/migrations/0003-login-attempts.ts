import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema, as Kysely advises */
/**
 * Failed-login counters (issue 15 item 2), in the database so a restart does not reset them and every API process
 * shares them. One row per key (`client:address:…`, `client:account:…`, `staff:…`); forward-only (decision 0028).
 */
export const loginAttempts: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('login_attempts')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('window_ends_at', 'text', (c) => c.notNull())
      .addColumn('blocked_until', 'text')
      .execute();
    await db.schema.createIndex('login_attempts_window').on('login_attempts').column('window_ends_at').execute();
  },
};
