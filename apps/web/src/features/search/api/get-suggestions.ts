import type { Paged, Product } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Spec 9: the autocomplete shows 8 suggestions. */
export const SUGGESTION_LIMIT = 8;

/**
 * GET /api/client/products?name=&category_id=&limit=8&count=page — the server folds hamza, diacritics and digits.
 * The list shows no count, so the search counts no further than its 8 (decision 0075).
 */
export const suggestionsQueryOptions = (name: string, categoryId: number | undefined) =>
  queryOptions({
    queryKey: ['suggestions', name, categoryId ?? null],
    queryFn: ({ signal }) =>
      apiGet<Paged<Product>>('/api/client/products', {
        query: { name, category_id: categoryId, limit: SUGGESTION_LIMIT, count: 'page' },
        signal,
      }).then((r) => r.data),
    staleTime: 60_000,
  });
