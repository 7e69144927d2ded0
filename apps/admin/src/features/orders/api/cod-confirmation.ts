import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { OrderDetails } from '../../../lib/admin-types';
import { orderQuery } from './get-order';

const codKey = ['admin', 'cod-confirmation'] as const;

/** GET /cod-confirmation: whether new cash orders wait for the shopper's confirmation. */
export const codConfirmationQuery = () =>
  queryOptions({
    queryKey: codKey,
    queryFn: ({ signal }) =>
      adminApi<{ data: { enabled: boolean } }>('/cod-confirmation', { signal }).then((r) => r.data),
  });

export const useCodConfirmation = () => useQuery(codConfirmationQuery());

/** PATCH /cod-confirmation (owner, manager). */
export function useSetCodConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      adminApi<{ data: { enabled: boolean } }>('/cod-confirmation', { method: 'PATCH', body: { enabled } }).then(
        (r) => r.data,
      ),
    onSuccess: (data) => queryClient.setQueryData(codKey, data),
  });
}

/** POST /orders/{uuid}/confirm-cod: the shopper confirmed on the phone. */
export function useConfirmByPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      adminApi<{ data: OrderDetails }>(`/orders/${encodeURIComponent(uuid)}/confirm-cod`, { method: 'POST' }).then(
        (r) => r.data,
      ),
    onSuccess: (order) => queryClient.setQueryData(orderQuery(order.uuid).queryKey, order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] }),
  });
}
