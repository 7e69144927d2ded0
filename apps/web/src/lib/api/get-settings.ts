import type { DataEnvelope, Settings } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** GET /api/client/settings: the shop's name, contacts and terms, read by several features */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => apiGet<DataEnvelope<Settings>>('/api/client/settings', { signal }).then((r) => r.data),
    staleTime: 30 * 60_000,
  });
