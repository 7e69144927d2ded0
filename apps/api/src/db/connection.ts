import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import type { Pool, PoolClient, PoolConfig, QueryResult } from 'pg';
import { rememberPool } from './copy-out.js';
import { privateFile } from './file-modes.js';
import { keepsConnection } from './postgres-errors.js';
import { statementName } from './prepared.js';
import type { Database } from './schema.js';
import { waitingSqliteDialect } from './sqlite-driver.js';

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

/**
 * node-postgres, loaded only for a PostgreSQL database: about 15 MB of resident memory that a shop on SQLite never
 * uses (docs/performance.md).
 */
async function postgresPool(config: PoolConfig): Promise<Pool> {
  const { default: pg } = await import('pg');
  const types = new pg.TypeOverrides();
  types.setTypeParser(pg.types.builtins.INT8, parseInt8);
  const pool = new pg.Pool({ ...config, types });
  // an idle connection that the server closed (a restart, pg_terminate_backend): the pool drops it and opens another
  // when one is next asked for; without a listener, the event would end the process
  pool.on('error', () => undefined);
  return pool;
}

/** PostgreSQL's "cached plan must not change result type": a named statement's table has changed its columns. */
const PLAN_CHANGED = '0A000';

/**
 * The pool as Kysely uses it, with the prepared reads' statements (db/prepared.ts) sent under their names, so that
 * each connection parses and plans them once. One wrapper per connection: Kysely keeps its own state by client.
 */
function namingPool(pool: Pool): PostgresPool {
  const wrappers = new WeakMap<PoolClient, PostgresPoolClient>();
  const wrap = (client: PoolClient): PostgresPoolClient => {
    let stale = false;
    async function run<R>(text: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
      const name = statementName(text);
      const values = [...parameters];
      let result: QueryResult;
      try {
        result = await (name ? client.query({ name, text, values }) : client.query(text, values));
      } catch (error) {
        if (!keepsConnection(error)) stale = true;
        // a table under the named statement has changed its columns (a newer version's migration while this process
        // still serves): the server refuses that statement on this connection from now on. This run goes unnamed,
        // and the connection is closed when it is released, so a new one prepares the statement afresh.
        if (!name || (error as { code?: unknown }).code !== PLAN_CHANGED) throw error;
        stale = true;
        result = await client.query(text, values);
      }
      return {
        command: result.command as PostgresQueryResult<R>['command'],
        rowCount: result.rowCount ?? 0,
        rows: result.rows as R[],
      };
    }
    function query<R>(text: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(
      text: string | PostgresCursor<R>,
      parameters: readonly unknown[] = [],
    ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      // only a type's case: Kysely asks for a cursor when a query is streamed, and without a `cursor` class in the
      // dialect's settings it refuses to stream before it gets here
      if (typeof text !== 'string') throw new Error('queries are not streamed from PostgreSQL');
      return run<R>(text, parameters);
    }
    return { query, release: () => client.release(stale) };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  /** the SQLite handle, for backups; null on PostgreSQL */
  sqlite: BetterSqlite3.Database | null;
}

export interface OpenOptions {
  poolSize?: number;
  /** how long a write waits for another holder of the lock before answering 503 (SQLite and PostgreSQL) */
  lockTimeoutMs?: number;
  /** PostgreSQL: the longest one statement may run (0: no limit, for migrations and seeds) */
  statementTimeoutMs?: number;
}

/** Opens the database named by a `sqlite:<path>` or `postgres://…` URL. */
export function openDatabase(url: string, opts: OpenOptions = {}): DatabaseHandle {
  const lockTimeoutMs = opts.lockTimeoutMs ?? 5000;
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') {
      fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      // password hashes, e-mails and phones: readable by the shop's user only, and so are the WAL and shm files,
      // which SQLite creates with the database file's mode
      for (const f of [file, `${file}-wal`, `${file}-shm`]) privateFile(f, { create: f === file });
    }
    const sqlite = new BetterSqlite3(file);
    // WAL lets readers work while a write is in progress; see docs/decisions for the synchronous level.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    return {
      db: new Kysely<Database>({ dialect: waitingSqliteDialect(sqlite, lockTimeoutMs) }),
      dialect: 'sqlite',
      sqlite,
    };
  }
  let opened: Promise<Pool> | undefined;
  const pool = () =>
    (opened ??= postgresPool({
      connectionString: url,
      max: opts.poolSize ?? 10,
      // a lock or a statement past its time is 503 with Retry-After (db/unavailable.ts), never a request left hanging
      lock_timeout: lockTimeoutMs,
      statement_timeout: opts.statementTimeoutMs ?? 0,
    }));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: async () => namingPool(await pool()) }) });
  // the same pool, for reads of bytes (db/copy-out.ts)
  rememberPool(db, pool);
  // Kysely ends the pool only when it opened it itself: a pool that only those reads used is ended here
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    const ended = opened && (await opened);
    if (ended && !ended.ending) await ended.end();
  };
  return { db, dialect: 'postgres', sqlite: null };
}

export function nowIso(): string {
  return new Date().toISOString();
}
