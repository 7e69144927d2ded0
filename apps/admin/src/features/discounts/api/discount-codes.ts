import type { AdminDiscountCode, DiscountCodeBodyInput } from '@dukkan/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export const discountCodesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'discount-codes'],
    queryFn: ({ signal }) => adminApi<{ data: AdminDiscountCode[] }>('/discount-codes', { signal }).then((r) => r.data),
  });

export const useDiscountCodes = () => useQuery(discountCodesQuery());

/** POST /discount-codes, or PUT /discount-codes/{id} with every term (is_active false deactivates). */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DiscountCodeBodyInput }) =>
      adminApi<{ data: AdminDiscountCode }>(id === null ? '/discount-codes' : `/discount-codes/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountCodesQuery().queryKey }),
  });
}
