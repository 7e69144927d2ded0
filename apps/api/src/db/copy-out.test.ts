import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestDb, createTestDb } from '../test/harness.js';
import { terminateWhenRunning } from '../test/postgres-backends.js';
import { openDatabase } from './connection.js';
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

/** The first field of the first row of a COPY's answer, an int4. */
const firstNumber = (data: Buffer | undefined) => binaryCopyRows(data!)[0]?.[0]?.readInt32BE(0);

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

  it('refuses data cut short, a length below -1, rows with OIDs and flags it does not know', () => {
    const data = copyData([[7, 'عطر']]);
    for (const cut of [data.length - 1, data.length - 3, 21, 19])
      expect(() => binaryCopyRows(data.subarray(0, cut))).toThrow('truncated binary COPY data');
    const withFlags = (flags: number) => {
      const flagged = Buffer.from(data);
      flagged.writeUInt32BE(flags, 11);
      return flagged;
    };
    expect(() => binaryCopyRows(withFlags(1 << 16))).toThrow('OIDs');
    expect(() => binaryCopyRows(withFlags(1 << 20))).toThrow('unknown format');
    expect(binaryCopyRows(withFlags(1))).toHaveLength(1);
    // the first field's length, read backwards from the end: a field of -6 bytes
    const negative = Buffer.from(data);
    negative.writeInt32BE(-6, 21);
    expect(() => binaryCopyRows(negative)).toThrow('truncated binary COPY data');
    const negativeExtension = Buffer.from(data);
    negativeExtension.writeInt32BE(-4, 15);
    expect(() => binaryCopyRows(negativeExtension)).toThrow('truncated binary COPY data');
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
      expect(firstNumber(data)).toBe(26);
      const { rows } = await sql<{ n: number }>`SELECT 27 AS n`.execute(t.db);
      expect(rows[0]?.n).toBe(27);
    },
  );

  it.runIf(dialect === 'postgres')(
    'rejects a COPY whose backend is terminated, and gives the next query a working connection',
    async () => {
      // its rejection is expected at once: it comes while the loop below still waits
      const copying = expect(
        copyOut(t.db, 'COPY (SELECT pg_sleep(5), 1) TO STDOUT (FORMAT binary)'),
      ).rejects.toMatchObject({ code: '57P01' });
      const admin = openDatabase(t.url);
      try {
        expect(await terminateWhenRunning(admin.db, 'COPY (SELECT pg_sleep(5)')).toBe(1);
        await copying;
        // the pool hands out its last released connection first: the terminated one, had it been kept
        const data = await copyOut(t.db, 'COPY (SELECT 3) TO STDOUT (FORMAT binary)');
        expect(firstNumber(data)).toBe(3);
        // an idle connection terminated in the pool is dropped, without ending the process
        await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`.execute(admin.db);
        await new Promise((r) => setTimeout(r, 100));
        const again = await copyOut(t.db, 'COPY (SELECT 4) TO STDOUT (FORMAT binary)');
        expect(firstNumber(again)).toBe(4);
      } finally {
        await admin.db.destroy();
      }
    },
  );

  it.runIf(dialect === 'postgres')(
    'gives up on a COPY past the connection’s query_timeout, and not on one that answered in time',
    async () => {
      const url = new URL(t.url);
      url.searchParams.set('query_timeout', '300');
      const timed = openDatabase(url.toString(), { poolSize: 1 });
      try {
        const first = await copyOut(timed.db, 'COPY (SELECT 1) TO STDOUT (FORMAT binary)');
        expect(binaryCopyRows(first!)).toHaveLength(1);
        await expect(copyOut(timed.db, 'COPY (SELECT pg_sleep(2)) TO STDOUT (FORMAT binary)')).rejects.toThrow(
          'Query read timeout',
        );
        // the one connection that timed out is not given out again while its COPY still runs
        const next = await copyOut(timed.db, 'COPY (SELECT 5) TO STDOUT (FORMAT binary)');
        expect(firstNumber(next)).toBe(5);
      } finally {
        await timed.db.destroy();
      }
    },
  );

  it.runIf(dialect === 'postgres')('closes a pool that only COPY used when its database is closed', async () => {
    const url = new URL(t.url);
    url.searchParams.set('application_name', 'dukkan_copy_only');
    const only = openDatabase(url.toString());
    await copyOut(only.db, 'COPY (SELECT 1) TO STDOUT (FORMAT binary)');
    const open = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE application_name = 'dukkan_copy_only'`.execute(t.db)
      ).rows[0]?.n;
    expect(await open()).toBe(1);
    await only.db.destroy();
    let left = await open();
    for (let i = 0; i < 100 && left; i++) {
      await new Promise((r) => setTimeout(r, 10));
      left = await open();
    }
    expect(left).toBe(0);
  });

  it('answers nothing for a database it cannot COPY from: SQLite, or a transaction', async () => {
    const text = 'COPY (SELECT 1) TO STDOUT (FORMAT binary)';
    await expect(t.db.transaction().execute((trx) => copyOut(trx, text))).resolves.toBeUndefined();
    if (dialect === 'sqlite') await expect(copyOut(t.db, text)).resolves.toBeUndefined();
  });
});
