import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { OrderRow, Paged, StatusCounts } from '../../../lib/admin-types';
import type { DeskFilters } from '../store/desk-filters';

export type OrdersPage = Paged<OrderRow> & { counts: StatusCounts };

export const PER_PAGE = 20;

export const ordersQuery = (filters: DeskFilters) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'list', filters],
    queryFn: ({ signal }) =>
      adminApi<OrdersPage>('/orders', {
        signal,
        query: { ...filters, unconfirmed: filters.unconfirmed ? 'true' : undefined, per_page: PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (filters: DeskFilters) => useQuery(ordersQuery(filters));
