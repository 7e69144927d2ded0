import type { AuthClient, AuthClientResponse } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../api-client';

export type { AuthClient };

/**
 * GET /api/client/auth-client; a 401 means the stored token is no longer valid: the API client has dropped it
 * (dropRefusedToken, which keeps a token started meanwhile) and the answer is no client.
 */
export const authClientQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['auth-client', token],
    enabled: !!token,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<AuthClient | null> => {
      try {
        return (await apiGet<AuthClientResponse>('/api/client/auth-client', { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
