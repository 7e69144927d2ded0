import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { tempDir } from './server-process.js';

/** SQLite settings that make an acknowledged order survive a crash (docs/decisions/0008-sqlite-durability.md), and file modes. */
describe('SQLite durability settings', () => {
  it('opens files in WAL mode, synchronous FULL, foreign keys on, and no blocking busy timeout', async () => {
    const handle = openDatabase(`sqlite:${path.join(tempDir('durability'), 'dukkan.db')}`);
    try {
      const sqlite = handle.sqlite!;
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(2); // FULL
      // lock waits are the driver's, off the event loop (db/sqlite-driver.ts; security/database-faults.test.ts)
      expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(0);
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      await handle.db.destroy();
    }
  });

  it('keeps the database, its WAL and shm files readable by their owner only (mode 0600)', async () => {
    const file = path.join(tempDir('modes'), 'dukkan.db');
    // a database left world-readable by an older version is narrowed when opened
    fs.writeFileSync(file, '', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    const handle = openDatabase(`sqlite:${file}`);
    try {
      await migrateToLatest(handle.db);
      for (const f of [file, `${file}-wal`, `${file}-shm`])
        expect([f, fs.statSync(f).mode & 0o777]).toEqual([f, 0o600]);
    } finally {
      await handle.db.destroy();
    }
    const fresh = path.join(tempDir('modes'), 'new.db');
    const created = openDatabase(`sqlite:${fresh}`);
    await migrateToLatest(created.db);
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o600);
    expect(fs.statSync(`${fresh}-wal`).mode & 0o777).toBe(0o600);
    await created.db.destroy();
  });
});
