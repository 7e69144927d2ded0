import type { DataEnvelope } from '@dukkan/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client';
import { useAuthStore } from '../auth-store';

/** The logged-in client as GET /api/client/auth-client returns it (spec reads data.first_name). */
export interface AuthClient {
  uuid: string;
  first_name: string;
  last_name: string;
  email: string;
  phone?: string | null;
}

/** GET /api/client/auth-client; a 401 means the stored token is no longer valid, so it is dropped. */
export const authClientQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['auth-client', token],
    enabled: !!token,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      try {
        return (await apiGet<DataEnvelope<AuthClient>>('/api/client/auth-client', { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          useAuthStore.getState().clearToken();
          return null;
        }
        throw error;
      }
    },
  });
