import type { Session } from '@dukkan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authClientQueryOptions } from './api/get-auth-client';
import { useAuthStore } from './auth-store';

/**
 * Spec 4: a successful login stores the token, then the client info is fetched and the flag set.
 * Used by the login form, registration and the password reset, which all answer `{access_token, client}`.
 * The client of the answer is shown at once while auth-client is fetched again.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: Session) => {
      queryClient.removeQueries({ queryKey: ['auth-client'] });
      useAuthStore.getState().setToken(session.access_token);
      const options = authClientQueryOptions(session.access_token);
      queryClient.setQueryData(options.queryKey, session.client);
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    },
    [queryClient],
  );
}
