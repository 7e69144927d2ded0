import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** cache this GET route's 200 answers in memory for a few seconds, with an ETag */
    responseCache?: boolean;
  }
}

/** how long a request waits for another computing the same answer before working alone */
const WAIT_MS = 2_000;

interface Entry {
  body: string;
  etag: string;
  cacheControl: string;
  vary: string;
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
  const inflight = new Map<string, Promise<void>>();
  const fresh = (key: string) => {
    const hit = cache.get(key);
    if (hit && hit.expires < Date.now()) evict(key);
    return hit && hit.expires >= Date.now() ? hit : undefined;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!enabled(request)) return;
    const key = request.url;
    let hit = fresh(key);
    const running = inflight.get(key);
    if (!hit && running) {
      // wait for the one computing it, at most a little while; if it gave nothing cacheable, work alone
      await Promise.race([running, new Promise((r) => setTimeout(r, WAIT_MS).unref())]);
      hit = fresh(key);
    } else if (!hit) {
      let finish = () => {};
      inflight.set(key, new Promise<void>((resolve) => (finish = resolve)));
      // the response is over, sent or not (a closed socket included): let the others go
      reply.raw.once('close', () => {
        finish();
        inflight.delete(key);
      });
    }
    if (!hit) return;
    (reply as Marked)[served] = true;
    reply.header('etag', hit.etag).header('cache-control', hit.cacheControl).header('vary', hit.vary);
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  });

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
      vary: String(reply.getHeader('vary') ?? 'Accept-Encoding'),
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
