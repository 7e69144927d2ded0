import type { UpdateStaff } from '@dukkan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { StaffAccount } from '../../../lib/admin-types';
import { staffQuery } from './get-staff';

/**
 * PATCH /staff/{id} {name?, role?, disabled?, current_password?}: a disabled member's tokens stop working at once;
 * making a member an owner takes the owner's own password.
 */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateStaff & { id: number }) =>
      adminApi<{ data: StaffAccount }>(`/staff/${id}`, { method: 'PATCH', body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery().queryKey }),
  });
}
