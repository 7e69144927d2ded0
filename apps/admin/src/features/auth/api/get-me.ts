import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { Role } from '../../../lib/roles';

export interface Me {
  id: number;
  name: string;
  email: string;
  role: Role;
  totp_enabled: boolean;
}

export const meQuery = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => adminApi<{ data: Me }>('/me', { signal }).then((r) => r.data),
  });

export const useMe = () => useQuery(meQuery());
