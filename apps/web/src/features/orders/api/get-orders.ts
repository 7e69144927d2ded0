import type { OrderSummary, Paged } from '@dukkan/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const ORDERS_PAGE_SIZE = 10;

/** GET /api/client/orders?page=: the caller's orders, newest first. */
export const ordersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['orders', 'list', page],
    staleTime: 0,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiGet<Paged<OrderSummary>>('/api/client/orders', { query: { page, limit: ORDERS_PAGE_SIZE }, signal }),
  });
