import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminGetIfChanged } from '../../../lib/api-client';
import type { StatusCounts } from '../../../lib/admin-types';
import { canOpen } from '../../../lib/roles';
import { useSession } from '../../../lib/session-store';
import { totalOf, useSeenOrders } from '../store/seen-orders';

export interface OrderSummary {
  counts: StatusCounts;
  newest: { uuid: string; number: string; created_at: string } | null;
}

export const SUMMARY_POLL_MS = 10_000;

let lastSeen: { etag: string | null; summary: OrderSummary } | null = null;

/** GET /orders/summary with If-None-Match: a 304 keeps the summary already held, so polling costs next to nothing. */
export const orderSummaryQuery = () =>
  queryOptions({
    queryKey: ['admin', 'orders', 'summary'],
    queryFn: async ({ signal }) => {
      const answer = await adminGetIfChanged<{ data: OrderSummary }>('/orders/summary', lastSeen?.etag ?? null, signal);
      if (answer) lastSeen = { etag: answer.etag, summary: answer.body.data };
      // a 304 can only follow an answer this module already holds
      return lastSeen!.summary;
    },
    refetchInterval: SUMMARY_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

/** How many orders arrived since the desk last showed its list (0 for roles without orders). */
export function useNewOrdersCount(): number {
  const role = useSession((s) => s.staff?.role);
  const enabled = canOpen(role, 'orders');
  const summary = useQuery({ ...orderSummaryQuery(), enabled });
  const seen = useSeenOrders((s) => s.seenTotal);
  const markSeen = useSeenOrders((s) => s.markSeen);
  const total = summary.data ? totalOf(summary.data.counts) : null;
  useEffect(() => {
    // the first summary of a session is the starting point
    if (total !== null && seen === null) markSeen(total);
  }, [total, seen, markSeen]);
  if (!enabled || total === null || seen === null) return 0;
  return Math.max(0, total - seen);
}
