import type { FastifyInstance } from 'fastify';
declare module 'fastify' {
    interface FastifyContextConfig {
        /** cache this GET route's 200 answers in memory for a few seconds, with an ETag */
        responseCache?: boolean;
    }
    interface FastifyInstance {
        /** Forget every cached public answer: called after a staff write changes what the storefront shows. */
        invalidateResponseCache(): void;
    }
}
/**
 * A small in-process cache for public catalogue answers, on lru-cache: the same page or search asked for again
 * within `ttlMs` is answered from memory, and every cached answer carries a strong ETag so a browser that has it
 * gets a 304. Concurrent misses of one URL are coalesced by `fetch`: the first computes the answer through the
 * route, the others wait for it (at most `WAIT_MS`, then they work alone). Stock shown in lists may be up to
 * `ttlMs` old; the cart's check-quantity and order placement always read the database. Bounded by `maxEntries`
 * and `maxBytes` (least recently used out), so memory stays small whatever the traffic.
 */
export declare function responseCache(app: FastifyInstance, opts: {
    ttlMs: number;
    maxEntries: number;
    maxBytes: number;
}): void;
