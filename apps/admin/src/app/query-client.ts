import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      // an answer from the server is final; only network failures are retried
      retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 2,
    },
  },
});
