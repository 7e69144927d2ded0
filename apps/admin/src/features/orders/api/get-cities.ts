import type { DeliveryCity } from '@dukkan/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The storefront's public list of delivery cities (GET /api/client/get/cities), for the desk's city filter. */
export const citiesQuery = () =>
  queryOptions({
    queryKey: ['public', 'cities'],
    queryFn: async ({ signal }) => {
      const response = await fetch('/api/client/get/cities', { signal, headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return ((await response.json()) as { data: DeliveryCity[] }).data;
    },
    staleTime: 60 * 60_000,
  });

export const useCities = () => useQuery(citiesQuery());
