import { LRUCache } from 'lru-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Each category's list of product ids, newest first, remembered as long as the response cache keeps an answer
     * and forgotten with it on every staff write (`invalidateResponseCache`); null when the response cache is off.
     */
    categoryLists: CategoryLists | null;
  }
}

export interface CategoryLists {
  get(key: string): Int32Array | undefined;
  set(key: string, ids: Int32Array): unknown;
  clear(): void;
}

/** The most ids kept in all (4 bytes each): twenty times the 100,000-product catalogue's category entries. */
const MAX_IDS = 4_000_000;

/**
 * A cold category page walked the category's index entries up to its offset and counted all of them (1.84 ms on
 * 100,000 products), though a shop has a few hundred categories whose members change only with staff writes: the
 * ids of each category's list are kept for `ttlMs`, so a page is a slice of them and its count their number, and
 * the page reads only its own twenty rows by primary key (docs/performance.md, decision 0039).
 */
export function categoryLists(ttlMs: number): CategoryLists {
  return new LRUCache<string, Int32Array>({
    max: 5_000,
    maxSize: MAX_IDS,
    sizeCalculation: (ids) => Math.max(1, ids.length),
    ttl: ttlMs,
  });
}
