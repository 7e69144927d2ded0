import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { Paged } from '../../../lib/admin-types';

export interface FailedMessage {
  id: number;
  kind: string;
  channel: 'email' | 'sms';
  recipient: string;
  order: { uuid: string; number: string } | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

const failedKey = ['admin', 'outbox', 'failed'] as const;

/** GET /outbox/failed: messages that kept failing, newest first (owner, manager). */
export const failedMessagesQuery = (page: number) =>
  queryOptions({
    queryKey: [...failedKey, page],
    queryFn: ({ signal }) => adminApi<Paged<FailedMessage>>('/outbox/failed', { signal, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const useFailedMessages = (page: number) => useQuery(failedMessagesQuery(page));

/** POST /outbox/{id}/retry: the message goes back in the queue with its key. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminApi<{ message: string }>(`/outbox/${id}/retry`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedKey }),
  });
}
