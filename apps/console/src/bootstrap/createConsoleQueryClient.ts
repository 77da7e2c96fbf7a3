import { isApiError, isSessionEndedError } from '@netfleet/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Failed reads are retried once, and never when retrying cannot help. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isSessionEndedError(error)) return false;
  // 4xx answers (forbidden, not found, invalid) stay the same on a second try.
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** The console's query client. */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    },
  });
}
