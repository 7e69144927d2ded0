import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.js';
import { type Config, testConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/schema.js';

export type Dialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_POSTGRES_URL is set (CI sets it and requires it). */
export const DIALECTS: Dialect[] = process.env['TEST_POSTGRES_URL'] ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb {
  db: Kysely<Database>;
  url: string;
  dialect: Dialect;
  destroy(): Promise<void>;
}

/** A fresh database, migrated unless `migrate: false`: in-memory SQLite, or a new throwaway PostgreSQL database. */
export async function createTestDb(dialect: Dialect, { migrate = true }: { migrate?: boolean } = {}): Promise<TestDb> {
  if (dialect === 'sqlite') {
    const url = 'sqlite::memory:';
    const { db } = openDatabase(url);
    if (migrate) await migrateToLatest(db);
    return { db, url, dialect, destroy: () => db.destroy() };
  }
  const admin = process.env['TEST_POSTGRES_URL'];
  if (!admin) throw new Error('TEST_POSTGRES_URL is not set');
  const name = `dukkan_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const target = new URL(admin);
  target.pathname = `/${name}`;
  const url = target.toString();
  const { db } = openDatabase(url, { poolSize: 20 });
  if (migrate) await migrateToLatest(db);
  return {
    db,
    url,
    dialect,
    async destroy() {
      await db.destroy();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      try {
        // wait for the pool's sessions to finish closing, or the forced drop kills them mid-close
        for (let i = 0; i < 200; i++) {
          const { rows } = await c.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (!rows[0]?.n) break;
          await new Promise((r) => setTimeout(r, 10));
        }
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export interface TestApp extends TestDb {
  app: FastifyInstance;
  config: Config;
}

/** A migrated database and the app on it; `setup` may add test-only routes before the app is sealed. */
export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<Config> = {},
  setup?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const testDb = await createTestDb(dialect);
  const config = testConfig({ DATABASE_URL: testDb.url, ...overrides });
  const app = await buildApp({ config, db: testDb.db });
  setup?.(app);
  await app.ready();
  return {
    ...testDb,
    app,
    config,
    async destroy() {
      await app.close();
      await testDb.destroy();
    },
  };
}
