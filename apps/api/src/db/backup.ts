import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { privateFile } from './file-modes.js';

const exec = promisify(execFile);

function sqlitePath(url: string): string {
  const file = url.slice('sqlite:'.length);
  if (file === ':memory:') throw new Error('an in-memory database cannot be backed up');
  return file;
}

/**
 * A consistent online backup while the shop keeps running: SQLite's backup API (pages copied
 * under a read transaction, so writers carry on), or pg_dump's snapshot for PostgreSQL.
 * The backup file is readable by its owner only (mode 0600). Returns the file written.
 */
export async function backupDatabase(url: string, outDir: string, now = new Date()): Promise<string> {
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  if (url.startsWith('sqlite:')) {
    const target = path.join(outDir, `dukkan-${stamp}.db`);
    const source = new BetterSqlite3(sqlitePath(url), { readonly: true, fileMustExist: true });
    privateFile(target, { create: true });
    try {
      await source.backup(target);
    } finally {
      source.close();
    }
    return target;
  }
  const target = path.join(outDir, `dukkan-${stamp}.dump`);
  privateFile(target, { create: true });
  await exec('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, `--dbname=${url}`]);
  return target;
}

/** Restores a backup into an empty database at `url` (a new SQLite file, or an empty PostgreSQL database). */
export async function restoreDatabase(backupFile: string, url: string): Promise<void> {
  if (url.startsWith('sqlite:')) {
    const target = sqlitePath(url);
    if (fs.existsSync(target)) throw new Error(`${target} exists; restore into a new file`);
    fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    fs.copyFileSync(backupFile, target);
    privateFile(target);
    return;
  }
  await exec('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${url}`, backupFile]);
}
