import type { BrandFacet } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import type { ProductsFilter } from './get-products';

/** GET /api/client/product-brands — the brands a list can be narrowed to, with their counts. */
export const brandsQueryOptions = (
  filter: Pick<ProductsFilter, 'category_id' | 'sub_category_id' | 'name' | 'specials_offer'>,
) =>
  queryOptions({
    queryKey: ['products', 'brands', filter],
    queryFn: ({ signal }) =>
      apiGet<{ data: BrandFacet[] }>('/api/client/product-brands', { query: filter, signal }).then((r) => r.data),
    staleTime: 60_000,
  });
