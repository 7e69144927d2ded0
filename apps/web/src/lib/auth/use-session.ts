import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { routePath } from '../routes';
import { authClientQueryOptions, type AuthClient } from './api/get-auth-client';
import { logout } from './api/logout';
import { useAuthStore } from './auth-store';

export interface Session {
  token: string | null;
  /** spec: the isLogin flag — a client token is stored */
  isLogin: boolean;
  client: AuthClient | null;
}

export function useSession(): Session {
  const token = useAuthStore((s) => s.token);
  const client = useQuery(authClientQueryOptions(token));
  return { token, isLogin: !!token, client: client.data ?? null };
}

/** Spec 4: logout clears the token and goes home, even when the logout call fails. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logout();
    } catch {
      // the session ends on this device regardless
    }
    useAuthStore.getState().clearToken();
    queryClient.removeQueries({ queryKey: ['auth-client'] });
    await navigate(routePath('client.home'));
  };
}
