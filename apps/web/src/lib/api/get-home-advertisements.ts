import type { Advertisement, DataEnvelope } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** GET /api/client/home-advertisements */
export const homeAdvertisementsQueryOptions = () =>
  queryOptions({
    queryKey: ['advertisements', 'home'],
    queryFn: ({ signal }) =>
      apiGet<DataEnvelope<Advertisement[]>>('/api/client/home-advertisements', { signal }).then((r) => r.data),
    staleTime: 10 * 60_000,
  });
