import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, tempDir } from './server-process.js';

/**
 * `API_PROCESSES=2` (docs/decisions/0054-api-processes.md): one primary forks two API processes that share the port;
 * one that dies is replaced while the other goes on answering; SIGTERM stops them all. Without Redis it refuses to
 * start, since the processes' caches and rate limits would drift apart.
 */
const REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';

/** The primary's child processes (its API processes), from /proc. */
function children(pid: number): number[] {
  const text = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return text ? text.split(/\s+/).map(Number) : [];
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The status of a GET on a connection of its own (a kept-alive one may belong to the process just killed). */
function status(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

const listening = (server: ServerProcess) => server.output().match(/Server listening at/g)?.length ?? 0;

describe('several API processes on one port', () => {
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill();
  });

  it('refuses to start more than one without REDIS_URL, and says why', async () => {
    const dir = tempDir('processes');
    const started = startServer({ API_PROCESSES: '2', DATABASE_URL: `sqlite:${path.join(dir, 'dukkan.db')}` });
    await expect(started).rejects.toThrow(/API_PROCESSES: more than one process needs REDIS_URL/);
  });

  it('serves from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const dir = tempDir('processes');
    const server = await startServer({
      API_PROCESSES: '2',
      REDIS_URL,
      DATABASE_URL: `sqlite:${path.join(dir, 'dukkan.db')}`,
    });
    servers.push(server);
    const primary = server.child.pid as number;
    await until(() => listening(server) === 2 && children(primary).length === 2, 'both processes listen');
    const [first, second] = children(primary) as [number, number];

    const answers = await Promise.all(Array.from({ length: 20 }, () => status(`${server.url}/api/client/settings`)));
    expect(answers).toEqual(Array(20).fill(200));

    process.kill(first, 'SIGKILL');
    await until(() => server.output().includes('an API process stopped; starting another'), 'the primary saw it');
    // the other process answers meanwhile
    for (let i = 0; i < 5; i++) expect(await status(`${server.url}/api/client/settings`)).toBe(200);
    await until(() => listening(server) === 3, 'a replacement listens');
    const now = children(primary);
    expect(now).toHaveLength(2);
    expect(now).toContain(second);
    expect(now).not.toContain(first);

    await server.stop();
    expect(server.child.exitCode).toBe(0);
    for (const pid of now) expect(alive(pid)).toBe(false);
  }, 180_000);
});
