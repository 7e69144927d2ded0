import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestDb, createTestDb } from '../test/harness.js';
import { terminateWhenRunning } from '../test/postgres-backends.js';
import { openDatabase } from './connection.js';

const pid = async (t: TestDb) =>
  (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(t.db)).rows[0]?.pid;

/** What becomes of a PostgreSQL connection after a query's error: kept after an ERROR, closed after a FATAL one. */
describe.runIf(DIALECTS.includes('postgres'))('PostgreSQL connections after an error', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb('postgres', { migrate: false });
  });
  afterAll(async () => {
    await t.destroy();
  });

  it('keeps the connection after a statement’s error', async () => {
    const before = await pid(t);
    await expect(sql`SELECT 1 / 0`.execute(t.db)).rejects.toMatchObject({ code: '22012' });
    // the pool gives out its last released connection first: the same backend
    expect(await pid(t)).toBe(before);
  });

  it('closes a connection whose backend was terminated, and gives the query waiting for it a new one', async () => {
    const one = openDatabase(t.url, { poolSize: 1 });
    const admin = openDatabase(t.url);
    try {
      // their outcomes are expected at once: they come while the loop below still waits
      const sleeping = expect(sql`SELECT pg_sleep(5)`.execute(one.db)).rejects.toMatchObject({ code: '57P01' });
      // waits for the pool's one connection, which it gets as the terminated query releases it
      const waiting = expect(sql<{ n: number }>`SELECT 6 AS n`.execute(one.db)).resolves.toMatchObject({
        rows: [{ n: 6 }],
      });
      expect(await terminateWhenRunning(admin.db, 'SELECT pg_sleep(5)')).toBe(1);
      await sleeping;
      await waiting;
    } finally {
      await Promise.all([one.db.destroy(), admin.db.destroy()]);
    }
  });
});
