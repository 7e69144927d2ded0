import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after its start is not replaced at once (a crash loop would spin the CPU). */
const STEADY_MS = 10_000;
const RESTART_DELAY_MS = 1_000;

/**
 * The primary of `API_PROCESSES` > 1 (docs/decisions/0054-api-processes.md): forks that many API processes, which
 * share the listening port (node:cluster hands connections out in turn), replaces one that dies, and on SIGTERM or
 * SIGINT stops them all gracefully before it exits. Only the first process runs the outbox worker, as one process
 * does; its replacement takes the role over.
 */
export function superviseApiProcesses(count: number, outboxWorker: boolean): void {
  let stopping = false;
  const roles = new Map<Worker, Record<string, string>>();
  const start = (env: Record<string, string>) => {
    const worker = cluster.fork(env);
    const startedAt = Date.now();
    roles.set(worker, env);
    worker.once('exit', (code, signal) => {
      roles.delete(worker);
      if (stopping) {
        if (roles.size === 0) process.exit(0);
        return;
      }
      console.error(
        JSON.stringify({
          level: 'error',
          msg: 'an API process stopped; starting another',
          pid: worker.process.pid,
          code,
          signal,
        }),
      );
      const delay = Date.now() - startedAt < STEADY_MS ? RESTART_DELAY_MS : 0;
      setTimeout(() => {
        // a stop that came meanwhile wins: a process started now would never be told to stop
        if (!stopping) start(env);
      }, delay);
    });
  };
  for (let i = 0; i < count; i++) start({ OUTBOX_WORKER: String(outboxWorker && i === 0) });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (roles.size === 0) process.exit(0);
    for (const worker of roles.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
