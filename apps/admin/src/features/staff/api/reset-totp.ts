import type { StaffTotpReset } from '@dukkan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { staffQuery } from './get-staff';

/**
 * POST /staff/{id}/totp/disable (owner, with their own current password): turns off two-step login for a member who
 * lost their authenticator; their sessions end and they are mailed. Answers the API's message.
 */
export function useResetStaffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: StaffTotpReset & { id: number }) =>
      adminApi<{ message: string }>(`/staff/${id}/totp/disable`, { method: 'POST', body }).then((r) => r.message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery().queryKey }),
  });
}
