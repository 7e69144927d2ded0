import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/** POST /staff/{id}/password (owner): a new password for another member; their sessions end and they are mailed. */
export function useSetStaffPassword() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; password: string; password_confirmation: string }) =>
      adminApi<{ message: string }>(`/staff/${id}/password`, { method: 'POST', body }).then((r) => r.message),
  });
}
