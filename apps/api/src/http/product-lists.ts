import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The ids of the storefront's common product lists (a category, the specials, all products; in each order),
     * remembered for a while and forgotten on every staff write (`invalidateResponseCache`); null when the response
     * cache is off.
     */
    productLists: ProductLists | null;
  }
}

export interface ProductLists {
  /** The list's ids, in its order: remembered, or read by `read` once for every request that asks while it reads. */
  ids(key: string, read: () => Promise<Int32Array>): Promise<Int32Array>;
  clear(): void;
}

/**
 * How long a list's ids are kept at least. Staff writes clear them, so only the best sellers' order lags: by up to
 * twice this, since a category's list is narrowed from the kept list of all products.
 */
export const LIST_IDS_TTL_MS = 60_000;

/** The most ids kept in all (4 bytes each): about ten times the 100,000-product catalogue's lists in their orders. */
const MAX_IDS = 4_000_000;

/**
 * A list's page walked its ids up to the page's offset and its count walked them all; sorted lists, the specials
 * and all products read every product row of the list, 120–200 ms on 100,000 products, on each request. A shop's
 * common lists are few and change with staff writes (which clear them) and, for the best sellers' order, with
 * sales: their ids are kept for `ttlMs`, so a page is a slice of them, its count their number, and it reads only
 * its own rows by primary key (docs/performance.md, decision 0039).
 */
export function productLists(ttlMs: number): ProductLists {
  const cache = new LRUCache<string, Int32Array, () => Promise<Int32Array>>({
    max: 5_000,
    maxSize: MAX_IDS,
    sizeCalculation: (ids) => Math.max(1, ids.length),
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context: read }) => read(),
  });
  return {
    // a read still in flight when a staff write clears the lists rejects: whoever waited on it reads afresh
    ids: async (key, read) => (await cache.fetch(key, { context: read }).catch(() => undefined)) ?? read(),
    clear: () => cache.clear(),
  };
}
