import type { AdminDeliveryCity, AdminServicePackage, DeliveryCityBody, ServicePackageBody } from '@dukkan/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const deliveryCitiesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'delivery', 'cities'],
    queryFn: ({ signal }) =>
      adminApi<{ data: AdminDeliveryCity[] }>('/delivery/cities', { signal }).then((r) => r.data),
  });

export const useDeliveryCities = () => useQuery(deliveryCitiesQuery());

/** The storefront's countries, for a new city's country. */
export const useCountries = () =>
  useQuery({
    queryKey: ['client', 'countries'],
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }) => {
      const response = await fetch('/api/client/countries?limit=100', { signal });
      const body = (await response.json()) as { data: { id: number; name: { ar: string; en: string } }[] };
      return body.data;
    },
  });

/** POST /delivery/cities or PUT /delivery/cities/{id}. */
export function useSaveCity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DeliveryCityBody }) =>
      adminApi<{ data: AdminDeliveryCity }>(id === null ? '/delivery/cities' : `/delivery/cities/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryCitiesQuery().queryKey }),
  });
}

/** POST /delivery/cities/{cityId}/packages, or PUT /delivery/packages/{id}. */
export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cityId, id, body }: { cityId: number; id: number | null; body: ServicePackageBody }) =>
      adminApi<{ data: AdminServicePackage }>(
        id === null ? `/delivery/cities/${cityId}/packages` : `/delivery/packages/${id}`,
        { method: id === null ? 'POST' : 'PUT', body },
      ).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deliveryCitiesQuery().queryKey }),
  });
}
