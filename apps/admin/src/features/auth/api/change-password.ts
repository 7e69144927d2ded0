import type { StaffPasswordChange } from '@dukkan/contracts';
import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

/** POST /me/password: the member's own new password, with the current one; their other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: StaffPasswordChange) =>
      adminApi<{ message: string }>('/me/password', { method: 'POST', body }).then((r) => r.message),
  });
}
