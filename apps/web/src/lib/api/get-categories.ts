import type { Category, DataEnvelope } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** GET /api/client/categories */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => apiGet<DataEnvelope<Category[]>>('/api/client/categories', { signal }).then((r) => r.data),
    staleTime: 5 * 60_000,
  });
