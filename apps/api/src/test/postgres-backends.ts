import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * From `admin`, another connection to the test's PostgreSQL database: terminates the backend running a query whose
 * text starts with `start` once one does (looking every 10 ms, for up to 2 s), as a server restart would. Answers how
 * many it terminated.
 */
export async function terminateWhenRunning(admin: Kysely<Database>, start: string): Promise<number> {
  for (let i = 0; i < 200; i++) {
    await new Promise((r) => setTimeout(r, 10));
    const { rows } = await sql<{ n: number }>`
      SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND starts_with(query, ${start})`.execute(admin);
    if (rows[0]?.n) return rows[0].n;
  }
  return 0;
}
