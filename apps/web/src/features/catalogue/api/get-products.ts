import type { Paged, Product, ProductSort } from '@dukkan/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** The spec's search filter (section 3), plus the exact-name lookup used by the autocomplete. */
export interface ProductsFilter {
  category_id?: number | undefined;
  sub_category_id?: number | undefined;
  name?: string | undefined;
  specific_name?: string | undefined;
  specials_offer?: 'all' | boolean | undefined;
  limit?: number | undefined;
  /** the shopper's list options (see ../list-options.ts); prices as typed, in dinars */
  sort?: ProductSort | undefined;
  price_min?: string | undefined;
  price_max?: string | undefined;
  brand?: string | undefined;
  in_stock?: true | undefined;
  discounted?: true | undefined;
}

/** Spec 9: default product listing limit. */
export const PRODUCTS_PAGE_SIZE = 20;

const fetchProducts = (filter: ProductsFilter, page: number, signal: AbortSignal) =>
  apiGet<Paged<Product>>('/api/client/products', {
    query: { ...filter, limit: filter.limit ?? PRODUCTS_PAGE_SIZE, page },
    signal,
  });

/** GET /api/client/products — one page (related products, discounted, search). */
export const productsQueryOptions = (filter: ProductsFilter) =>
  queryOptions({
    queryKey: ['products', 'list', filter],
    queryFn: ({ signal }) => fetchProducts(filter, 1, signal),
  });

/** GET /api/client/products — 20 at a time with more on demand. */
export const productsInfiniteQueryOptions = (filter: ProductsFilter) =>
  infiniteQueryOptions({
    queryKey: ['products', 'pages', filter],
    queryFn: ({ signal, pageParam }) => fetchProducts(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
