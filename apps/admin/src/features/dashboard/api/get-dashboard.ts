import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { StatusCounts } from '../../../lib/admin-types';

export const PERIODS = ['today', '7d', '30d'] as const;
export type Period = (typeof PERIODS)[number];

export interface ProductFigure {
  uuid: string;
  name_ar: string;
  name_en: string;
  quantity: number;
}

export interface Dashboard {
  period: Period;
  orders_count: number;
  revenue: number;
  average_order_value: number;
  by_status: StatusCounts;
  top_products: (ProductFigure & { revenue: number })[];
  low_stock: ProductFigure[];
  low_stock_threshold: number;
  new_clients: number;
  daily: { date: string; orders: number; revenue: number }[];
}

export const dashboardQuery = (period: Period) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', period],
    queryFn: async ({ signal }): Promise<Dashboard> =>
      (await adminApi<{ data: Dashboard }>('/dashboard', { signal, query: { period } })).data,
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const useDashboard = (period: Period) => useQuery(dashboardQuery(period));
