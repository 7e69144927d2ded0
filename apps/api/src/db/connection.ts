import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

// COUNT(*) and other int8 values come back as JavaScript numbers, as they do from SQLite.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

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
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
      dialect: 'sqlite',
      sqlite,
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 10 });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', sqlite: null };
}

export function nowIso(): string {
  return new Date().toISOString();
}
