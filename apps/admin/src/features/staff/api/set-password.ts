import type { StaffPasswordSet } from '@dukkan/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/**
 * POST /staff/{id}/password (owner, with their own current password): a new password for another member; their
 * sessions end and they are mailed.
 */
export function useSetStaffPassword() {
  return useMutation({
    mutationFn: ({ id, ...body }: StaffPasswordSet & { id: number }) =>
      adminApi<{ message: string }>(`/staff/${id}/password`, { method: 'POST', body }).then((r) => r.message),
  });
}
