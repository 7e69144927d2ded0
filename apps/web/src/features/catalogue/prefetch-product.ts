import type { QueryClient } from '@tanstack/react-query';
import { prefetchedOk } from '../../lib/api-client';
import { productQueryOptions, productUrl } from './api/get-product';

/** The product of a product deep link (the hash router's `#/product-details/<uuid>`), as the route's `:uuid` reads. */
export function productDeepLink(hash: string): string | undefined {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  const uuid = /^\/product-details\/([^/]+)$/.exec(path)?.[1];
  if (!uuid) return undefined;
  try {
    return decodeURIComponent(uuid);
  } catch {
    return undefined;
  }
}

/**
 * Puts a deep-linked product in the query cache before the page renders, once the boot prefetch's answer has come
 * and is a success, so the page's first frame is the product (with its sticky bar's place in the phone's bottom stack)
 * rather than a skeleton that the product then replaces. A failed answer is left to the page, which reports it once.
 */
export function prefetchProduct(queryClient: QueryClient, uuid: string): void {
  void prefetchedOk(productUrl(uuid)).then((ok) => {
    if (ok) void queryClient.prefetchQuery(productQueryOptions(uuid));
  });
}
