import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { OrderNote } from '../../../lib/admin-types';
import { orderQuery } from './get-order';

/** POST /orders/{uuid}/notes {body}: the note joins the order's notes. */
export function useAddNote(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      adminApi<{ data: OrderNote }>(`/orders/${encodeURIComponent(uuid)}/notes`, {
        method: 'POST',
        body: { body },
      }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQuery(uuid).queryKey }),
  });
}
