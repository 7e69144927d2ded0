import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCE = path.join(ROOT, 'apps/api/src/main.ts');
const BUNDLE = path.join(ROOT, 'apps/api/dist/main.js');

/**
 * `npm test` builds first and sets DUKKAN_BUILT: then the bundle that ships is what runs. Otherwise the source runs
 * through tsx, so the suites need no build.
 */
function entry(): string[] {
  return process.env['DUKKAN_BUILT'] && fs.existsSync(BUNDLE) ? [BUNDLE] : ['--import', 'tsx', SOURCE];
}

export interface ServerProcess {
  /** e.g. http://127.0.0.1:40123 */
  url: string;
  child: ChildProcess;
  /** everything the process wrote to stdout and stderr so far */
  output(): string;
  /** resolves when the process has exited */
  exited: Promise<void>;
  /** SIGKILL: no shutdown hook runs, like a power cut or the OOM killer */
  kill(): Promise<void>;
  /** SIGTERM and wait (graceful shutdown) */
  stop(): Promise<void>;
}

/** A folder for the process's outbox, images and (SQLite) database file. */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `dukkan-${prefix}-`));
}

/**
 * Starts the real API (`apps/api/src/main.ts` through tsx, or the built bundle under `npm test`) on a free port and
 * waits until it listens. Only the variables given (and PATH/HOME) reach the process, so the developer's environment cannot leak in.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  // the address is read from the "Server listening at" line, logged at info
  if (env['LOG_LEVEL'] && !['info', 'debug', 'trace'].includes(env['LOG_LEVEL'])) {
    throw new Error('startServer needs LOG_LEVEL info, debug or trace');
  }
  const dir = tempDir('server');
  const child = spawn(process.execPath, entry(), {
    cwd: ROOT,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: process.env['HOME'] ?? dir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'info',
      IMAGES_DIR: path.join(dir, 'images'),
      WEB_DIST: path.join(dir, 'no-web'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      DUKKAN_ROOT: ROOT,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in time:\n${out}`)), timeoutMs);
    const look = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', look);
    child.stderr.on('data', look);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the API exited before listening:\n${out}`));
    });
  });

  return {
    url,
    child,
    output: () => out,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface JsonAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A JSON request to a running server. */
export async function request<T = unknown>(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonAnswer<T>> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      'accept-language': 'en',
      ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T };
}
