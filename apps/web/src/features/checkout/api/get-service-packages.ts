import type { DataEnvelope, ServicePackage } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/client/get/service/packages?city_id=: a city's delivery offers, cheapest first. */
export const servicePackagesQueryOptions = (cityId: number | null) =>
  queryOptions({
    queryKey: ['service-packages', cityId],
    enabled: cityId !== null,
    // fees change from the back office: ask again on each visit (the API answers 304 while nothing changed)
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet<DataEnvelope<ServicePackage[]>>('/api/client/get/service/packages', {
        query: { city_id: cityId },
        signal,
      }).then((r) => r.data),
  });
