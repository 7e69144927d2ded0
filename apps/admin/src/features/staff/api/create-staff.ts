import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { StaffAccount } from '../../../lib/admin-types';
import type { AddStaff } from '@dukkan/contracts';
import { staffQuery } from './get-staff';

/** POST /staff {name, email, role, password, current_password} (owners, with their own password). */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddStaff) =>
      adminApi<{ data: StaffAccount }>('/staff', { method: 'POST', body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery().queryKey }),
  });
}
