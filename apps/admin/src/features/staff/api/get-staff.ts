import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { StaffAccount } from '../../../lib/admin-types';

export const staffQuery = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: ({ signal }) => adminApi<{ data: StaffAccount[] }>('/staff', { signal }).then((r) => r.data),
  });

export const useStaff = () => useQuery(staffQuery());
