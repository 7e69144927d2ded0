import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.js';
import { tempDir } from './server-process.js';

/** SQLite settings that make an acknowledged order survive a crash (docs/decisions/0008-sqlite-durability.md). */
describe('SQLite durability settings', () => {
  it('opens files in WAL mode, synchronous FULL, with a busy timeout and foreign keys on', async () => {
    const handle = openDatabase(`sqlite:${path.join(tempDir('durability'), 'dukkan.db')}`);
    try {
      const sqlite = handle.sqlite!;
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(2); // FULL
      expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      await handle.db.destroy();
    }
  });
});
