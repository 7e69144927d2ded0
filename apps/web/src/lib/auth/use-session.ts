import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isAuthRequired, routePath } from '../routes';
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
    // home first, so that the screen left behind does not see its session end (useSessionEndRedirect), also when the
    // API has ended the session already and refuses the logout's token
    await navigate(routePath('client.home'));
    try {
      await logout();
    } catch {
      // the session ends on this device regardless
    }
    useAuthStore.getState().clearToken();
    queryClient.removeQueries({ queryKey: ['auth-client'] });
    // what this tab kept for the session goes with it: the checkout's draft and its order key (decision 0087)
    try {
      sessionStorage.clear();
    } catch {
      // storage the browser refuses holds nothing
    }
  };
}

/**
 * When the session ends on an auth-required screen (the API refused the token, or another tab logged out), the
 * shopper goes home with that screen as `nextUrl`, as a visit without a token does (requireAuth): the login opens
 * and brings them back. Without it the screen waited for data its queries no longer ask for.
 */
export function useSessionEndRedirect(): void {
  const token = useAuthStore((s) => s.token);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (token || !isAuthRequired(pathname)) return;
    void navigate(routePath('client.home', {}, { nextUrl: `${pathname}${search}` }), { replace: true });
  }, [token, pathname, search, navigate]);
}
