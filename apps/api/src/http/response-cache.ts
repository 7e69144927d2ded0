import { crc32 } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** cache this GET route's 200 answers in memory for a few seconds (those asked again soon), with an ETag */
    responseCache?: boolean;
  }
}

/** how long a request waits for another computing the same answer before working alone */
const WAIT_MS = 2_000;

interface Entry {
  /** UTF-8: Arabic text takes 2 bytes a letter either way, the JSON around it 1 instead of a two-byte string's 2 */
  body: Buffer;
  etag: string;
  cacheControl: string;
  vary: string;
}

/** Set on the one request whose miss found no one computing its answer: it computes it and hands it over. */
const computes = Symbol('computes the cached answer');
type Computing = FastifyReply & { [computes]?: (entry: Entry | undefined) => void };

const served = Symbol('served from the response cache');
/** The generation a request that computes its answer alone started in (see `computing` below). */
const startedIn = Symbol('started in');
type Marked = FastifyReply & { [served]?: boolean; [startedIn]?: Map<string, unknown> };

/**
 * An answer's ETag: the CRC-32 of its bytes and their length. An ETag tells a browser's copy of one URL from the
 * answer it would get now; it is not a secret and needs no cryptographic hash (SHA-1 of a 31 KB page took 50 µs, a
 * tenth of what the page cost in all, CRC-32 10 µs). A page changed into one of the same length and CRC has odds of
 * one in four billion, and stays stale in that browser at most until the next change.
 */
function versionTag(body: Buffer): string {
  return `"${crc32(body).toString(36)}-${body.length.toString(36)}"`;
}

/**
 * An answer's JSON (a serialised string, or bytes already JSON: http/cached-reads.ts) in a buffer of its own:
 * `Buffer.from` puts a body under 4 KB in Node's shared 8 KB pool, which a kept entry would hold whole while
 * counting only its own bytes. Null for anything else (a stream).
 */
function ownBuffer(payload: unknown): Buffer | null {
  if (Buffer.isBuffer(payload)) {
    if (payload.buffer.byteLength === payload.length) return payload;
    const copy = Buffer.allocUnsafeSlow(payload.length);
    payload.copy(copy);
    return copy;
  }
  if (typeof payload !== 'string') return null;
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(payload));
  body.write(payload);
  return body;
}

/**
 * A small in-process cache for public catalogue answers, on lru-cache: a page or search asked for again within
 * `ttlMs` is answered from memory once it has been computed twice lately (see `seen`), and every answer carries an
 * ETag so a browser that has it gets a 304. Concurrent misses of one URL are coalesced: the first computes the
 * answer through the route, the others wait for it (at most `WAIT_MS`, then they work alone). (lru-cache's own
 * `fetch` does the same, at 17 µs and an AbortController a miss; a cold category page costs about 500 µs in all.)
 * Stock shown in lists may be up to `ttlMs` old; the cart's check-quantity and order placement always read the
 * database. Bounded by `maxEntries` and `maxBytes` (least recently used out), so memory stays small whatever the
 * traffic. Returns the function that forgets every cached answer of this process, and the answers being computed
 * when it is called.
 */
export function responseCache(
  app: FastifyInstance,
  opts: { ttlMs: number; maxEntries: number; maxBytes: number },
): () => void {
  const cache = new LRUCache<string, Entry>({
    max: opts.maxEntries,
    maxSize: opts.maxBytes,
    sizeCalculation: (entry) => entry.body.length,
    ttl: opts.ttlMs,
  });
  /**
   * The last `maxEntries` URLs computed, kept or not: an answer is kept when its URL is among them (no TTL: "lately"
   * is counted in computed URLs, not seconds). A catalogue has far more pages, products and searches than the cache
   * holds; an answer kept the first time, to be dropped unasked a moment later, made garbage that V8 had to collect
   * from its old generation (decision 0070).
   */
  const seen = new LRUCache<string, true>({ max: opts.maxEntries });
  const keep = (url: string, entry: Entry) => {
    if (seen.get(url)) cache.set(url, entry);
    else seen.set(url, true);
  };
  /** the answers being computed, by URL; forgetting starts a new generation, whose answers alone are kept */
  let computing = new Map<string, Promise<Entry | undefined>>();
  const enabled = (request: FastifyRequest) => request.method === 'GET' && request.routeOptions.config.responseCache;

  /** Makes this reply the one that computes the URL's answer, for the cache and the requests that wait for it. */
  function compute(url: string, reply: FastifyReply): void {
    const generation = computing;
    let handOver!: (entry: Entry | undefined) => void;
    const answer = new Promise<Entry | undefined>((resolve) => {
      handOver = (entry) => {
        // kept only while it is still the URL's computation (not given up by a waiter) and no change forgot the cache
        if (generation.get(url) === answer) {
          generation.delete(url);
          if (entry && generation === computing) keep(url, entry);
        }
        resolve(entry);
      };
    });
    generation.set(url, answer);
    (reply as Computing)[computes] = handOver;
    // the response is over, sent or not (a closed socket included): nothing to cache, let the others go
    reply.raw.once('close', () => handOver(undefined));
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!enabled(request)) return;
    let hit = cache.get(request.url);
    if (!hit) {
      const pending = computing.get(request.url);
      if (!pending) return compute(request.url, reply);
      const generation = computing;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), WAIT_MS).unref();
      });
      hit = await Promise.race([pending, timeout]);
      clearTimeout(timer);
      if (!hit) {
        // a computation that does not end (a hung handler) stops holding the URL up: the next miss computes anew
        if (generation.get(request.url) === pending) generation.delete(request.url);
        (reply as Marked)[startedIn] = generation;
        return;
      }
    }
    (reply as Marked)[served] = true;
    reply.header('etag', hit.etag).header('cache-control', hit.cacheControl).header('vary', hit.vary);
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!enabled(request) || (reply as Marked)[served]) return payload;
    const handOver = (reply as Computing)[computes];
    const body = reply.statusCode === 200 ? ownBuffer(payload) : null;
    if (!body) {
      handOver?.(undefined);
      return payload;
    }
    const etag = versionTag(body);
    reply.header('etag', etag);
    const entry: Entry = {
      body,
      etag,
      cacheControl: String(reply.getHeader('cache-control') ?? 'no-cache'),
      vary: String(reply.getHeader('vary') ?? 'Accept-Encoding'),
    };
    if (handOver) handOver(entry);
    else if ((reply as Marked)[startedIn] === computing) keep(request.url, entry);
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return body;
  });

  // this process's forgetting; app.ts shares it with the other processes (http/invalidation-bus.ts)
  return () => {
    cache.clear();
    // answers being computed may have read the rows before the change: they are sent, and not kept
    computing = new Map();
  };
}
