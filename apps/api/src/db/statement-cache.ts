import type BetterSqlite3 from 'better-sqlite3';
import { LRUCache } from 'lru-cache';

/**
 * Distinct SQL texts kept, the least recently used forgotten first: the catalogue's queries make a few hundred at
 * most (an IN list of 1–100 ids is one text per length, a search's count one per page end up to 101), and a client
 * asking many more shapes pushes out only the statements nobody else uses.
 */
export const MAX_STATEMENTS = 500;

export interface Prepared {
  /** in raw or pluck mode when it reads: read its rows through `rows` */
  statement: BetterSqlite3.Statement;
  /** A reader's rows as objects by column name (a later column of the same name wins, as in better-sqlite3's rows). */
  rows(parameters: unknown[]): Record<string, unknown>[];
}

/**
 * better-sqlite3 builds each row object in C++, one property at a time: 180 µs for a page of 20 products (27
 * columns), against 125 µs to read the same rows as arrays. Rows are read as arrays and made into objects here, every
 * row of a statement with the same properties in the same order (one V8 shape, which the mappers then read fast).
 */
function prepared(statement: BetterSqlite3.Statement): Prepared {
  if (!statement.reader) return { statement, rows: () => [] };
  let columns = statement.columns().map((c) => c.name);
  if (columns.length === 1) {
    // one column (a list's ids: 100,000 rows) is read as bare values, no array per row
    const [name] = columns as [string];
    const values = statement.pluck(true);
    return {
      statement,
      rows(parameters) {
        const plucked = values.all(parameters) as unknown[];
        const rows = new Array<Record<string, unknown>>(plucked.length);
        for (let r = 0; r < plucked.length; r++) rows[r] = { [name]: plucked[r] };
        return rows;
      },
    };
  }
  const raw = statement.raw(true);
  return {
    statement,
    rows(parameters) {
      const arrays = raw.all(parameters) as unknown[][];
      // SQLite prepared the statement again for a schema another connection changed: its columns are new
      if (arrays[0] && arrays[0].length !== columns.length) columns = statement.columns().map((c) => c.name);
      const rows = new Array<Record<string, unknown>>(arrays.length);
      for (let r = 0; r < arrays.length; r++) {
        const values = arrays[r]!;
        const row: Record<string, unknown> = {};
        for (let c = 0; c < columns.length; c++) row[columns[c]!] = values[c];
        rows[r] = row;
      }
      return rows;
    },
  };
}

/** How often the schema's version is read (2 µs, as much as reading a product row) to see another connection's DDL. */
const SCHEMA_CHECK_MS = 1000;

const DDL = /^\s*(create|alter|drop)\b/i;

/**
 * Prepares each SQL text once and keeps the statement: a query sent again is bound and stepped, not parsed and
 * planned again (about 5 % of the API's CPU on the catalogue's cold path). A kept statement's column names are read
 * once, so every kept statement is forgotten when the schema changes: at once for this connection's DDL, within a
 * second for another connection's (`schema_version`, e.g. a migration run beside a live API; a change in a query's
 * number of columns is seen at once). SQLite would re-prepare them by itself, but a kept `SELECT *` would keep its
 * old names. Statements are only ever run to the end synchronously, so one statement is never used by two queries
 * at once; nothing here streams.
 */
export function statementCache(sqlite: BetterSqlite3.Database): (sql: string) => Prepared {
  const statements = new LRUCache<string, Prepared>({ max: MAX_STATEMENTS });
  const schemaVersion = sqlite.prepare('PRAGMA schema_version').pluck();
  // reading the schema table makes this connection load a schema another connection changed (preparing does not)
  const loadSchema = sqlite.prepare('SELECT 1 FROM sqlite_master LIMIT 1').pluck();
  let version: unknown = schemaVersion.get();
  let checked = Date.now();
  const forget = () => {
    loadSchema.get();
    statements.clear();
    version = schemaVersion.get();
  };
  return (sql) => {
    if (Date.now() - checked > SCHEMA_CHECK_MS) {
      checked = Date.now();
      if (schemaVersion.get() !== version) forget();
    }
    const kept = statements.get(sql);
    if (kept) return kept;
    // DDL is never kept: each one forgets the kept statements, whose columns it may change
    if (DDL.test(sql)) {
      forget();
      return prepared(sqlite.prepare(sql));
    }
    const fresh = prepared(sqlite.prepare(sql));
    statements.set(sql, fresh);
    return fresh;
  };
}
