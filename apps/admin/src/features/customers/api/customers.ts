import type { AdminCustomer, AdminCustomerDetails } from '@dukkan/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { Paged } from '../../../lib/admin-types';

/** GET /customers?q=&page=: a name, a phone in any Libyan form or an e-mail. */
export const useCustomers = (q: string, page: number) =>
  useQuery({
    queryKey: ['admin', 'customers', q, page],
    queryFn: ({ signal }) =>
      adminApi<Paged<AdminCustomer>>('/customers', { signal, query: { q, page: page > 1 ? page : undefined } }),
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: number) =>
  useQuery({
    queryKey: ['admin', 'customers', 'one', id],
    queryFn: ({ signal }) =>
      adminApi<{ data: AdminCustomerDetails }>(`/customers/${id}`, { signal }).then((r) => r.data),
  });
