import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { StaffAccount } from '../../../lib/admin-types';
import type { CreateStaff } from '@dukkan/contracts';
import { staffQuery } from './get-staff';

/** POST /staff {name, email, role, password} (owners). */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStaff) =>
      adminApi<{ data: StaffAccount }>('/staff', { method: 'POST', body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery().queryKey }),
  });
}
