import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../../lib/api/get-categories';
import { homeAdvertisementsQueryOptions } from '../../lib/api/get-home-advertisements';
import { bestSellersQueryOptions } from './api/get-best-sellers';
import { featuredProductsQueryOptions } from './api/get-featured-products';
import { latestProductsQueryOptions } from './api/get-latest-products';
import { productsQueryOptions } from './api/get-products';

/** Products per home section. */
export const SECTION_SIZE = 8;

/** The home page's queries, shared by the page and by the prefetch that starts them before the first render. */
export const homeQueries = {
  ads: () => homeAdvertisementsQueryOptions(),
  categories: () => categoriesQueryOptions(),
  featured: () => featuredProductsQueryOptions(SECTION_SIZE),
  latest: () => latestProductsQueryOptions(SECTION_SIZE),
  bestSellers: () => bestSellersQueryOptions(SECTION_SIZE),
  discounted: () => productsQueryOptions({ specials_offer: true, limit: SECTION_SIZE }),
};

/** Whether the address is the home route (the hash router's `#/`). */
export function isHomeLocation(hash: string): boolean {
  return hash === '' || hash === '#' || hash === '#/' || hash.startsWith('#/?');
}

/**
 * Starts the home page's requests while the translations load and before the first render,
 * so the data and the JavaScript arrive in parallel instead of one after the other.
 */
export function prefetchHome(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(homeQueries.ads());
  void queryClient.prefetchQuery(homeQueries.categories());
  void queryClient.prefetchQuery(homeQueries.featured());
  void queryClient.prefetchQuery(homeQueries.latest());
  void queryClient.prefetchQuery(homeQueries.bestSellers());
  void queryClient.prefetchQuery(homeQueries.discounted());
}
