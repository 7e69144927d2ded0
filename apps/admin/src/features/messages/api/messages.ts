import type { AdminContactMessageDetails, AdminMessagesPage, ContactReplyBody } from '@dukkan/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { canOpen } from '../../../lib/roles';
import { useSession } from '../../../lib/session-store';

const messagesKey = ['admin', 'messages'] as const;

export const messagesQuery = (filter: 'all' | 'unread', page: number) =>
  queryOptions({
    queryKey: [...messagesKey, 'list', filter, page],
    queryFn: ({ signal }) =>
      adminApi<AdminMessagesPage>('/messages', {
        signal,
        query: { filter: filter === 'unread' ? 'unread' : undefined, page: page > 1 ? page : undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const useMessages = (filter: 'all' | 'unread', page: number) => useQuery(messagesQuery(filter, page));

export const useMessage = (id: number) =>
  useQuery({
    queryKey: [...messagesKey, 'one', id],
    queryFn: ({ signal }) =>
      adminApi<{ data: AdminContactMessageDetails }>(`/messages/${id}`, { signal }).then((r) => r.data),
  });

export const UNREAD_POLL_MS = 30_000;

/** How many messages nobody has read, for the menu (0 for roles without the inbox). */
export function useUnreadMessages(): number {
  const role = useSession((s) => s.staff?.role);
  const enabled = canOpen(role, 'messages');
  const unread = useQuery({
    queryKey: [...messagesKey, 'unread'],
    queryFn: ({ signal }) =>
      adminApi<{ data: { unread: number } }>('/messages/unread-count', { signal }).then((r) => r.data.unread),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
  });
  return enabled ? (unread.data ?? 0) : 0;
}

function useInvalidateMessages() {
  const queryClient = useQueryClient();
  return (saved: AdminContactMessageDetails) => {
    queryClient.setQueryData([...messagesKey, 'one', saved.id], saved);
    void queryClient.invalidateQueries({ queryKey: messagesKey });
  };
}

/** POST /messages/{id}/read {read}. */
export function useMarkRead() {
  const done = useInvalidateMessages();
  return useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      adminApi<{ data: AdminContactMessageDetails }>(`/messages/${id}/read`, { method: 'POST', body: { read } }).then(
        (r) => r.data,
      ),
    onSuccess: done,
  });
}

/** POST /messages/{id}/replies: queued in the outbox and mailed by the worker. */
export function useReply() {
  const done = useInvalidateMessages();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ContactReplyBody }) =>
      adminApi<{ data: AdminContactMessageDetails }>(`/messages/${id}/replies`, { method: 'POST', body }).then(
        (r) => r.data,
      ),
    onSuccess: done,
  });
}
