import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import type { StaffAccount } from '../../../lib/admin-types';
import type { Role } from '../../../lib/roles';
import { staffQuery } from './get-staff';

/** PATCH /staff/{id} {role?, disabled?}: a disabled member's tokens stop working at once. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; role?: Role; disabled?: boolean }) =>
      adminApi<{ data: StaffAccount }>(`/staff/${id}`, { method: 'PATCH', body }).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery().queryKey }),
  });
}
