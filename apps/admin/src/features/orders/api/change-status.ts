import type { OrderStatusCode } from '@dukkan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi, ApiError } from '../../../lib/api-client';
import type { OrderDetails, TargetStatus } from '../../../lib/admin-types';
import { orderQuery } from './get-order';
import { orderSummaryQuery } from './get-order-summary';

export interface StatusChange {
  uuid: string;
  status: TargetStatus;
  /** the status the member saw: if someone changed it meanwhile the API answers 409 */
  expected_status: OrderStatusCode;
  note?: string;
}

/** POST /orders/{uuid}/status; the answer is the order's new details. Lists and counts refresh afterwards. */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uuid, ...body }: StatusChange) =>
      adminApi<{ data: OrderDetails }>(`/orders/${encodeURIComponent(uuid)}/status`, { method: 'POST', body }).then(
        (r) => r.data,
      ),
    onSuccess: (order) => queryClient.setQueryData(orderQuery(order.uuid).queryKey, order),
    onError: (error, { uuid }) => {
      // lost a race: show the order as it is now
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderQuery(uuid).queryKey });
      }
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] }),
        // the desk's tab counts, at once rather than at their next poll
        queryClient.invalidateQueries({ queryKey: orderSummaryQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
