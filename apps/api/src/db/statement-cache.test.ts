import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { statementCache } from './statement-cache.js';

describe('the kept statements', () => {
  const sqlite = new BetterSqlite3(':memory:');
  const prepare = statementCache(sqlite);
  const rows = (sql: string, ...parameters: unknown[]) => prepare(sql).rows(parameters);
  prepare('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, price INTEGER)').statement.run();

  it('reads rows as better-sqlite3 does: objects by column name, values typed, a repeated name taking the last', () => {
    prepare('INSERT INTO t (name, price) VALUES (?, ?), (?, ?)').statement.run('عطر', 1500, 'Oud', null);
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

  it('forgets its statements when the schema changes, so a kept SELECT * names the new columns', () => {
    const sql = 'SELECT * FROM t WHERE id = ?';
    expect(Object.keys(rows(sql, 1)[0]!)).toEqual(['id', 'name', 'price']);
    prepare('ALTER TABLE t ADD COLUMN brand TEXT').statement.run();
    expect(rows(sql, 1)).toEqual([{ id: 1, name: 'عطر', price: 1500, brand: null }]);
  });
});
