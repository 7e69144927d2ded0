import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestDb, createTestDb } from '../test/harness.js';
import { binaryCopyRows, copyOut } from './copy-out.js';

/** Binary COPY data as PostgreSQL's documentation lays it out, written here byte by byte. */
function copyData(rows: (string | number | null)[][], extension = Buffer.alloc(0)): Buffer {
  const parts: Buffer[] = [Buffer.from([0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00])];
  const int = (n: number, size: 2 | 4) => {
    const b = Buffer.alloc(size);
    if (size === 2) b.writeInt16BE(n);
    else b.writeInt32BE(n);
    return b;
  };
  parts.push(int(0, 4), int(extension.length, 4), extension);
  for (const row of rows) {
    parts.push(int(row.length, 2));
    for (const field of row) {
      if (field === null) parts.push(int(-1, 4));
      else {
        const bytes = typeof field === 'number' ? int(field, 4) : Buffer.from(field);
        parts.push(int(bytes.length, 4), bytes);
      }
    }
  }
  parts.push(int(-1, 2));
  return Buffer.concat(parts);
}

describe('binary COPY data', () => {
  it('gives each row its fields as bytes, NULL as null, past a header extension', () => {
    const rows = binaryCopyRows(
      copyData(
        [
          [7, 'عطر {"a":"\\n"}'],
          [-1, null],
          [2 ** 31 - 1, ''],
        ],
        Buffer.from([1, 2, 3]),
      ),
    );
    expect(rows.map(([id, text]) => [id?.readInt32BE(0), text?.toString()])).toEqual([
      [7, 'عطر {"a":"\\n"}'],
      [-1, undefined],
      [2147483647, ''],
    ]);
  });

  it('has no rows when COPY found none', () => {
    expect(binaryCopyRows(copyData([]))).toEqual([]);
  });

  it('refuses text that is not binary COPY data, and data past its end', () => {
    expect(() => binaryCopyRows(Buffer.from('1\tعطر\n'))).toThrow('not binary COPY data');
    expect(() => binaryCopyRows(Buffer.concat([copyData([[1]]), Buffer.from([0])]))).toThrow('ended at');
  });
});

describe.each(DIALECTS)('COPY … TO STDOUT on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect, { migrate: false });
  });
  afterAll(async () => {
    await t.destroy();
  });

  it.runIf(dialect === 'postgres')('answers the rows of a query as bytes, Arabic as UTF-8', async () => {
    const data = await copyOut(
      t.db,
      `COPY (SELECT n, CASE WHEN n = 2 THEN NULL ELSE 'عطر ' || n END FROM generate_series(1, 3) n ORDER BY n) TO STDOUT (FORMAT binary)`,
    );
    expect(binaryCopyRows(data!).map(([n, text]) => [n?.readInt32BE(0), text?.toString('utf8')])).toEqual([
      [1, 'عطر 1'],
      [2, undefined],
      [3, 'عطر 3'],
    ]);
  });

  it.runIf(dialect === 'postgres')('keeps every row of an answer that spans many socket reads', async () => {
    const data = await copyOut(
      t.db,
      `COPY (SELECT n, repeat('ع', n % 97) || n FROM generate_series(1, 30000) n ORDER BY n) TO STDOUT (FORMAT binary)`,
    );
    const rows = binaryCopyRows(data!);
    expect(rows).toHaveLength(30000);
    const wrong = rows.filter(
      ([n, text], i) => n?.readInt32BE(0) !== i + 1 || text?.toString() !== 'ع'.repeat((i + 1) % 97) + (i + 1),
    );
    expect(wrong).toEqual([]);
  });

  it.runIf(dialect === 'postgres')(
    'rejects with PostgreSQL’s error and leaves the connection to the next query',
    async () => {
      // more failures than the pool's 20 connections: a connection kept by one would leave the last waiting
      for (let i = 0; i < 25; i++)
        await expect(
          copyOut(t.db, 'COPY (SELECT * FROM no_such_table) TO STDOUT (FORMAT binary)'),
        ).rejects.toMatchObject({ code: '42P01' });
      const data = await copyOut(t.db, 'COPY (SELECT 26) TO STDOUT (FORMAT binary)');
      expect(binaryCopyRows(data!)[0]?.[0]?.readInt32BE(0)).toBe(26);
      const { rows } = await sql<{ n: number }>`SELECT 27 AS n`.execute(t.db);
      expect(rows[0]?.n).toBe(27);
    },
  );

  it('answers nothing for a database it cannot COPY from: SQLite, or a transaction', async () => {
    const text = 'COPY (SELECT 1) TO STDOUT (FORMAT binary)';
    await expect(t.db.transaction().execute((trx) => copyOut(trx, text))).resolves.toBeUndefined();
    if (dialect === 'sqlite') await expect(copyOut(t.db, text)).resolves.toBeUndefined();
  });
});
