import { useMutation } from '@tanstack/react-query';
import { adminApi } from '../../../lib/api-client';
import { useSession, type StaffMember } from '../../../lib/session-store';

export interface LoginInput {
  email: string;
  password: string;
  otp?: string;
}

export function login(input: LoginInput) {
  return adminApi<{ data: { access_token: string; staff: StaffMember } }>('/login', { method: 'POST', body: input });
}

/** POST /api/admin/login; on success the session is stored. */
export function useLogin() {
  const signIn = useSession((s) => s.signIn);
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => signIn(data.access_token, data.staff),
  });
}
