import { useApiClient } from '@netfleet/api-client/react';
import { Alert, Loader } from '@netfleet/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * `/logout` (standalone): revokes the session; the API client then sends the browser
 * to the sign-in page. Shows "Signing out…" meanwhile.
 */
export function LogoutPage() {
  const client = useApiClient();
  const [error, setError] = useState<Error | null>(null);
  const started = useRef(false);

  const logout = useCallback(() => {
    setError(null);
    client.logout().catch((reason: unknown) => {
      setError(reason instanceof Error ? reason : new Error('Failed to log out'));
    });
  }, [client]);

  useEffect(() => {
    // Strict mode runs effects twice in development; revoke once.
    if (started.current) return;
    started.current = true;
    logout();
  }, [logout]);

  return (
    <main className="standalone-page">
      {error ? (
        <Alert variant="error" title="Signing out failed">
          {error.message}{' '}
          <button type="button" className="nf-button" onClick={logout}>
            Try again
          </button>
        </Alert>
      ) : (
        <Loader size="large" label="Signing out…" />
      )}
    </main>
  );
}
