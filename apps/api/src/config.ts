import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'must be sqlite:<path> or postgres://…')
    .default('sqlite:data/dukkan.db'),
  /** where generated catalogue images live; served at /images */
  IMAGES_DIR: z.string().min(1).default('data/images'),
  /** the built storefront; served at / when present */
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  /** the built back office (apps/admin); served at /admin/ when present */
  ADMIN_DIST: z.string().min(1).default('apps/admin/dist'),
  /** seed the demo catalogue at boot when the database has no products */
  SEED_ON_EMPTY: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** the storefront's public address, used in e-mailed links */
  PUBLIC_URL: z.url().optional(),
  /** comma-separated origins allowed by CORS; empty means same origin only */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** shared rate-limit store across API processes */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be redis://…')
    .optional(),
  /** turn the rate limits off (only for load benchmarks) */
  RATE_LIMIT: bool.default(true),
  /** how long public catalogue answers are kept in memory (0 turns the cache off) */
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** SMTP URL for outgoing mail, e.g. smtp://user:pass@host:587; without it mail goes to OUTBOX_DIR */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be smtp://… or smtps://…')
    .optional(),
  MAIL_FROM: z.string().default('Dukkan <no-reply@dukkan.ly>'),
  OUTBOX_DIR: z.string().default('data/outbox'),
  /** trust X-Forwarded-* from a reverse proxy */
  TRUST_PROXY: bool.default(false),
});

export type Config = z.infer<typeof configSchema> & { rootDir: string };

/** The repository root (the folder whose package.json lists the workspaces), so relative paths work from any directory. */
function findRoot(): string {
  if (process.env['DUKKAN_ROOT']) return process.env['DUKKAN_ROOT'];
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && fs.readFileSync(manifest, 'utf8').includes('"workspaces"')) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/** Reads and validates the environment; prints a clear message and exits on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    console.error(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every variable.`);
    process.exit(1);
  }
  const rootDir = findRoot();
  const abs = (p: string) => (path.isAbsolute(p) ? p : path.join(rootDir, p));
  return {
    ...parsed.data,
    IMAGES_DIR: abs(parsed.data.IMAGES_DIR),
    WEB_DIST: abs(parsed.data.WEB_DIST),
    ADMIN_DIST: abs(parsed.data.ADMIN_DIST),
    OUTBOX_DIR: abs(parsed.data.OUTBOX_DIR),
    rootDir,
  };
}

/** A configuration for tests: in-memory unless a URL is given, no seeding, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = configSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    // tests change the catalogue and read it back at once; http/response-cache.test.ts covers the cache
    CATALOGUE_CACHE_SECONDS: '0',
  });
  const nowhere = path.join(process.cwd(), 'node_modules', '.cache', 'dukkan-test-none');
  return {
    ...base,
    DATABASE_URL: 'sqlite::memory:',
    IMAGES_DIR: path.join(nowhere, 'images'),
    WEB_DIST: path.join(nowhere, 'web'),
    ADMIN_DIST: path.join(nowhere, 'admin'),
    OUTBOX_DIR: path.join(nowhere, 'outbox'),
    rootDir: process.cwd(),
    ...overrides,
  };
}
