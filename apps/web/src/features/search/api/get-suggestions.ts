import type { Paged, Product } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Spec 9: the autocomplete shows 8 suggestions. */
export const SUGGESTION_LIMIT = 8;

/** GET /api/client/products?name=&category_id=&limit=8 — the server folds hamza, diacritics and digits. */
export const suggestionsQueryOptions = (name: string, categoryId: number | undefined) =>
  queryOptions({
    queryKey: ['suggestions', name, categoryId ?? null],
    queryFn: ({ signal }) =>
      apiGet<Paged<Product>>('/api/client/products', {
        query: { name, category_id: categoryId, limit: SUGGESTION_LIMIT },
        signal,
      }).then((r) => r.data),
    staleTime: 60_000,
  });
