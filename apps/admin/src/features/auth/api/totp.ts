import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { meQuery } from './get-me';

/**
 * POST /me/totp/setup with the member's password: a new secret and its otpauth:// address, not active until confirmed
 * with a code.
 */
export function useTotpSetup() {
  return useMutation({
    mutationFn: (password: string) =>
      adminApi<{ data: { secret: string; otpauth_url: string } }>('/me/totp/setup', {
        method: 'POST',
        body: { password },
      }).then((r) => r.data),
  });
}

/** POST /me/totp/enable or /me/totp/disable with a current code. */
export function useTotpSwitch(action: 'enable' | 'disable') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => adminApi<unknown>(`/me/totp/${action}`, { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery().queryKey }),
  });
}
