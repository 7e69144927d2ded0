import type { ConfirmedOrder, DataEnvelope, TrackedOrder } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client';

/** GET /api/client/track: an order's statuses by its number and a phone it was placed with (no login). */
export const trackQueryOptions = (number: string, phone: string) =>
  queryOptions({
    queryKey: ['track', number, phone],
    staleTime: 30_000,
    retry: false,
    queryFn: ({ signal }) =>
      apiGet<DataEnvelope<TrackedOrder>>('/api/client/track', { query: { number, phone }, signal }).then((r) => r.data),
  });

/** POST /api/client/confirm-order/{token}: the single-use cash-on-delivery confirmation link. */
export const confirmOrder = (token: string) =>
  apiPost<{ data: ConfirmedOrder; message: string }>(`/api/client/confirm-order/${encodeURIComponent(token)}`);
