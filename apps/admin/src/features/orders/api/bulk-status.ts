import type { TargetStatus } from '../../../lib/admin-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export interface BulkResult {
  updated: string[];
  failed: { uuid: string; message: string }[];
}

/** POST /orders/bulk-status: each order moves on its own; the answer lists what moved and why others did not. */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { uuids: string[]; status: TargetStatus; note?: string }) =>
      adminApi<{ data: BulkResult }>('/orders/bulk-status', { method: 'POST', body }).then((r) => r.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
  });
}
