import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

/**
 * bigint (int8) values, the money columns, COUNT(*) and SUM of integers, come back as JavaScript numbers, as they
 * do from SQLite, not as strings. Exact because every amount is at most MAX_AMOUNT_MILLI (below 2⁵³); a value
 * past 2⁵³ would lose digits, so it fails loudly instead.
 */
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint ${text} is beyond JavaScript's exact integers`);
  return n;
}

const pgTypes = new pg.TypeOverrides();
pgTypes.setTypeParser(pg.types.builtins.INT8, parseInt8);

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** the SQLite handle, for backups; null on PostgreSQL */
  sqlite: BetterSqlite3.Database | null;
}

/** Opens the database named by a `sqlite:<path>` or `postgres://…` URL. */
export function openDatabase(url: string, opts: { poolSize?: number } = {}): DatabaseHandle {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new BetterSqlite3(file);
    // WAL lets readers work while a write is in progress; see docs/decisions for the synchronous level.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
      dialect: 'sqlite',
      sqlite,
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 10, types: pgTypes });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', sqlite: null };
}

export function nowIso(): string {
  return new Date().toISOString();
}
