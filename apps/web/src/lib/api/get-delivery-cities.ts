import type { DataEnvelope, DeliveryCity } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../api-client';

/** GET /api/client/get/cities: the cities delivery companies serve. */
export const deliveryCitiesQueryOptions = () =>
  queryOptions({
    queryKey: ['delivery-cities'],
    staleTime: 10 * 60_000,
    queryFn: ({ signal }) =>
      apiGet<DataEnvelope<DeliveryCity[]>>('/api/client/get/cities', { signal }).then((r) => r.data),
  });
