import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // an answer from the server (4xx, or 5xx which has raised its alert) is final; only network failures retry
        retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 2,
      },
    },
  });
}
