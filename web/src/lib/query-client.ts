import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-request-error';

// A 4xx will answer the same way again; only network failures and 5xx are worth a retry.
const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
