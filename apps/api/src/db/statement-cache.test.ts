import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MAX_STATEMENTS, statementCache } from './statement-cache.js';

/** A connection with a table of two products, its kept statements, and their rows. */
function connection() {
  const sqlite = new BetterSqlite3(':memory:');
  sqlite.exec(
    "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, price INTEGER); INSERT INTO t (name, price) VALUES ('عطر', 1500), ('Oud', NULL)",
  );
  const prepare = statementCache(sqlite);
  return { sqlite, prepare, rows: (sql: string, ...parameters: unknown[]) => prepare(sql).rows(parameters) };
}

describe('the kept statements', () => {
  it('read rows as better-sqlite3 does: objects by column name, values typed, a repeated name taking the last', () => {
    const { sqlite, rows } = connection();
    const sql = 'SELECT * FROM t ORDER BY id';
    expect(rows(sql)).toEqual(sqlite.prepare(sql).all());
    expect(rows(sql)).toEqual([
      { id: 1, name: 'عطر', price: 1500 },
      { id: 2, name: 'Oud', price: null },
    ]);
    expect(rows('SELECT id, name, price AS id FROM t WHERE id = ?', 1)).toEqual([{ id: 1500, name: 'عطر' }]);
    expect(rows('SELECT name FROM t ORDER BY id DESC')).toEqual([{ name: 'Oud' }, { name: 'عطر' }]);
    expect(rows('INSERT INTO t (name, price) VALUES (?, ?) RETURNING id, name', 'Musk', 900)).toEqual([
      { id: 3, name: 'Musk' },
    ]);
  });

  it('keep a statement in use while many other texts come and go, forgetting the least recently used', () => {
    const { prepare } = connection();
    const hot = 'SELECT name FROM t WHERE id = ?';
    const kept = prepare(hot);
    const cold = (n: number) => `SELECT ${n} AS n FROM t LIMIT 1`;
    const first = prepare(cold(0));
    for (let n = 1; n <= 2 * MAX_STATEMENTS; n++) {
      prepare(cold(n));
      if (n % 10 === 0) expect(prepare(hot)).toBe(kept);
    }
    expect(prepare(hot)).toBe(kept);
    expect(prepare(hot).rows([2])).toEqual([{ name: 'Oud' }]);
    // the first of the texts used once was pushed out, and is prepared again when asked
    expect(prepare(cold(0))).not.toBe(first);
  });

  it('are forgotten when this connection changes the schema, so a kept SELECT * names the new columns', () => {
    const { prepare, rows } = connection();
    const sql = 'SELECT * FROM t WHERE id = ?';
    expect(Object.keys(rows(sql, 1)[0]!)).toEqual(['id', 'name', 'price']);
    prepare('ALTER TABLE t ADD COLUMN brand TEXT').statement.run();
    expect(rows(sql, 1)).toEqual([{ id: 1, name: 'عطر', price: 1500, brand: null }]);
  });

  it('are forgotten when another connection changes the schema', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dukkan-statements-'));
    const file = path.join(dir, 'shop.db');
    const mine = new BetterSqlite3(file);
    const other = new BetterSqlite3(file);
    try {
      mine.exec('DROP TABLE IF EXISTS t; CREATE TABLE t (id INTEGER PRIMARY KEY, stock INTEGER, price INTEGER)');
      mine.exec('INSERT INTO t (stock, price) VALUES (3, 1500)');
      const prepare = statementCache(mine);
      const sql = 'SELECT * FROM t';
      expect(prepare(sql).rows([])).toEqual([{ id: 1, stock: 3, price: 1500 }]);
      other.exec('ALTER TABLE t DROP COLUMN stock');
      expect(prepare(sql).rows([])).toEqual([{ id: 1, price: 1500 }]);
    } finally {
      mine.close();
      other.close();
      for (const f of [file, `${file}-wal`, `${file}-shm`])
        void import('node:fs').then((fs) => fs.rmSync(f, { force: true }));
    }
  });
});
