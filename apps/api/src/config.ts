import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  const [address = '', bits, extra] = entry.split('/');
  if (PROXY_PRESETS.has(entry)) return true;
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const proxyList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().refine(isProxyEntry, 'must be an address, a CIDR range or loopback/linklocal/uniquelocal'))
      .min(1),
  );

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
  /**
   * where uploaded images are kept: the local IMAGES_DIR when absent, or an S3-compatible bucket as
   * `s3://<bucket>[/<prefix>]` (with S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), so several API
   * machines share them (docs/decisions/0046)
   */
  IMAGE_STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[A-Za-z0-9._/-]*)?$/, 'must be s3://<bucket>[/<prefix>]')
    .optional(),
  /** the S3 service's address, path-style (https://s3.eu-central-1.amazonaws.com, a MinIO or R2 endpoint …) */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** the built storefront; served at / when present */
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  /** seed the demo catalogue at boot when the database has no products */
  SEED_ON_EMPTY: bool.default(true),
  /** how many products that demo catalogue has (the browser suite asks for more, so its specs can share out pages) */
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(1_000_000).default(240),
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
  /** how long a staff session lasts (a working day by default) */
  STAFF_TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  /** the built admin app; served at /admin/ when present */
  ADMIN_DIST: z.string().min(1).default('apps/admin/dist'),
  /** SMTP URL for outgoing mail, e.g. smtp://user:pass@host:587; without it mail goes to OUTBOX_DIR */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be smtp://… or smtps://…')
    .optional(),
  MAIL_FROM: z.string().default('Dukkan <no-reply@dukkan.ly>'),
  OUTBOX_DIR: z.string().default('data/outbox'),
  /** how long a write waits for a database lock held elsewhere before answering 503 with Retry-After */
  DB_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** PostgreSQL: the longest a request's statement may run before it is cancelled (503); 0 turns it off */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  /**
   * which reverse proxies' X-Forwarded-* headers to believe: a comma-separated list of addresses, CIDR ranges or
   * `loopback`/`linklocal`/`uniquelocal` (Fastify's trustProxy); `false` none; `true` any (only when nothing but
   * the proxy can reach the API)
   */
  TRUST_PROXY: z.union([bool, proxyList]).default(false),
  /** SMTP waits: for the TCP connection, for the server's greeting, and for any silence on the socket */
  SMTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  SMTP_GREETING_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  SMTP_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** SMS through an HTTP provider (POST JSON {from, to, text} with a bearer key); without a URL no SMS is sent */
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER: z.string().max(11).default('Dukkan'),
  /**
   * how many API processes serve the port (node:cluster): one per core. More than one needs REDIS_URL, which keeps
   * their response caches and rate limits in step (docs/decisions/0054-api-processes.md).
   */
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** run the outbox worker in this process (tests turn it off and deliver by hand) */
  OUTBOX_WORKER: bool.default(true),
  /** how often the worker looks for due messages */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),
  /** how long a claimed message is held before another worker may take it (longer than one send can take) */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** attempts before a message is kept as failed; the wait doubles from OUTBOX_RETRY_MS up to an hour */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  OUTBOX_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** a shopper's messages sent to one address or number in an hour, at most; more are kept as skipped (decision 0083) */
  OUTBOX_RECIPIENT_HOURLY_MAX: z.coerce.number().int().min(1).max(100_000).default(20),
});

/** Several processes need Redis; an S3 bucket needs its endpoint and keys. */
const checkedSchema = configSchema.superRefine((c, ctx) => {
  if (c.API_PROCESSES > 1 && !c.REDIS_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['API_PROCESSES'],
      message: 'more than one process needs REDIS_URL (their caches and rate limits are kept in step through it)',
    });
  }
  if (!c.IMAGE_STORAGE_URL) return;
  for (const key of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!c[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with IMAGE_STORAGE_URL=s3://…' });
  }
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
  const parsed = checkedSchema.safeParse(env);
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

/** The storefront's address for links in messages. */
export function publicBaseUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/+$/, '');
}

/** A configuration for tests: in-memory unless a URL is given, no seeding, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = configSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_ON_EMPTY: 'false',
    // suites deliver the outbox themselves (app.outbox.deliverDue), so what they read is settled
    OUTBOX_WORKER: 'false',
    // tests change the catalogue and read it back at once; http/response-cache.test.ts covers the cache
    CATALOGUE_CACHE_SECONDS: '0',
    // one test shopper gets far more messages than a real one: outbox.test.ts covers the limit
    OUTBOX_RECIPIENT_HOURLY_MAX: '100000',
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
