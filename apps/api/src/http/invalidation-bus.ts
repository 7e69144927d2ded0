import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Forget every cached public answer, in this process and (with REDIS_URL) in every other API process: call it
     * after a staff write has committed a change the storefront shows.
     */
    invalidateResponseCache(): void;
  }
}

/** The Redis channel every API process listens on; a message is the id of the process that sent it. */
export const INVALIDATION_CHANNEL = 'dukkan:response-cache:invalidate';

/** How long startup waits for the subscription before going on without it (Redis down: fail open). */
const SUBSCRIBE_WAIT_MS = 2_000;

/**
 * Decorates `app.invalidateResponseCache`: clears this process's cache at once and, when `redisUrl` is set, publishes
 * on {@link INVALIDATION_CHANNEL} so every other process clears its own (docs/decisions/0052). A subscriber needs a
 * connection of its own. Redis being down never fails a write: the publish error is logged and the other processes
 * forget their answers within the cache's few seconds anyway; a subscriber that reconnects clears its cache, since it
 * may have missed messages meanwhile.
 */
export async function invalidationBus(
  app: FastifyInstance,
  clearLocal: () => void,
  redisUrl: string | undefined,
): Promise<void> {
  if (!redisUrl) {
    app.decorate('invalidateResponseCache', clearLocal);
    return;
  }
  const origin = randomUUID();
  // ioredis is loaded only with REDIS_URL: about 20 MB of resident memory a process without Redis never uses
  const { Redis } = await import('ioredis');
  // no offline queue: a publish while Redis is away fails at once instead of waiting
  const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  let lastError = '';
  const warn = (what: string) => (error: Error) => {
    // ioredis repeats the same error on every reconnection attempt: log it once per change
    if (error.message === lastError) return;
    lastError = error.message;
    app.log.warn({ err: error }, `response cache invalidation: ${what}`);
  };
  publisher.on('error', warn('Redis publisher'));
  subscriber.on('error', warn('Redis subscriber'));
  let subscribed = false;
  subscriber.on('ready', () => {
    lastError = '';
    if (subscribed) clearLocal();
  });
  subscriber.on('message', (channel: string, sender: string) => {
    if (channel === INVALIDATION_CHANNEL && sender !== origin) clearLocal();
  });
  const subscribing = subscriber.subscribe(INVALIDATION_CHANNEL).then(() => {
    subscribed = true;
  });
  subscribing.catch(warn('subscribe'));
  await Promise.race([
    subscribing.catch(() => undefined),
    new Promise((r) => setTimeout(r, SUBSCRIBE_WAIT_MS).unref()),
  ]);

  app.decorate('invalidateResponseCache', () => {
    clearLocal();
    publisher.publish(INVALIDATION_CHANNEL, origin).catch(warn('publish'));
  });
  app.addHook('onClose', async () => {
    subscriber.disconnect();
    publisher.disconnect();
  });
}
