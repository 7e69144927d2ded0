import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** cache this GET route's 200 answers in memory for a few seconds, with an ETag */
    responseCache?: boolean;
  }
}

interface Entry {
  body: string;
  etag: string;
  cacheControl: string;
  expires: number;
}

const served = Symbol('served from the response cache');
type Marked = FastifyReply & { [served]?: boolean };

/**
 * A small in-process cache for public catalogue answers: the same page or search asked for again
 * within `ttlMs` is answered from memory, and every cached answer carries a strong ETag so a
 * browser that has it gets a 304. Stock shown in lists may be up to `ttlMs` old; the cart's
 * check-quantity and order placement always read the database. Bounded by `maxEntries` and `maxBytes`
 * (oldest out), so memory stays small whatever the traffic.
 */
export function responseCache(
  app: FastifyInstance,
  opts: { ttlMs: number; maxEntries: number; maxBytes: number },
): void {
  const cache = new Map<string, Entry>();
  let bytes = 0;
  const size = (e: Entry) => e.body.length * 2; // V8 keeps Arabic text as two-byte strings
  const evict = (key: string) => {
    const old = cache.get(key);
    if (old) bytes -= size(old);
    cache.delete(key);
  };
  const enabled = (request: FastifyRequest) => request.method === 'GET' && request.routeOptions.config.responseCache;

  /** requests computing an answer right now: others asking the same wait for it instead of querying too */
  const inflight = new Map<string, { done: Promise<void>; finish: () => void }>();
  const leaders = new WeakSet<FastifyRequest>();
  const fresh = (key: string) => {
    const hit = cache.get(key);
    if (hit && hit.expires < Date.now()) evict(key);
    return hit && hit.expires >= Date.now() ? hit : undefined;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!enabled(request)) return;
    let hit = fresh(request.url);
    for (let running = inflight.get(request.url); !hit && running; running = inflight.get(request.url)) {
      await running.done;
      hit = fresh(request.url);
    }
    if (!hit) {
      let finish = () => {};
      const done = new Promise<void>((resolve) => (finish = resolve));
      inflight.set(request.url, { done, finish });
      leaders.add(request);
      return;
    }
    (reply as Marked)[served] = true;
    reply.header('etag', hit.etag).header('cache-control', hit.cacheControl).header('vary', 'Accept-Encoding');
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  });

  const release = async (request: FastifyRequest) => {
    if (!leaders.delete(request)) return;
    inflight.get(request.url)?.finish();
    inflight.delete(request.url);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  app.addHook('onSend', async (request, reply, payload) => {
    if (!enabled(request) || (reply as Marked)[served] || reply.statusCode !== 200 || typeof payload !== 'string') {
      return payload;
    }
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const entry: Entry = {
      body: payload,
      etag,
      cacheControl: String(reply.getHeader('cache-control') ?? 'no-cache'),
      expires: Date.now() + opts.ttlMs,
    };
    evict(request.url);
    while (cache.size && (cache.size >= opts.maxEntries || bytes + size(entry) > opts.maxBytes)) {
      evict(cache.keys().next().value as string);
    }
    if (size(entry) <= opts.maxBytes) {
      cache.set(request.url, entry);
      bytes += size(entry);
    }
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
