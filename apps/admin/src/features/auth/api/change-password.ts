import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** POST /me/password: the member's own new password, with the current one; their other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChange) =>
      adminApi<{ message: string }>('/me/password', { method: 'POST', body }).then((r) => r.message),
  });
}
