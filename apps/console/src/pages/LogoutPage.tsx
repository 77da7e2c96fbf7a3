import { useApiClient } from '@netfleet/api-client/react';
import { Alert, Loader } from '@netfleet/ui-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTexts } from '../i18n/useTexts.js';
import { logoutPageTexts } from './logoutPageTexts.js';

/**
 * `/logout` (standalone): revokes the session; the API client then sends the browser
 * to the sign-in page. Shows "Signing out…" meanwhile.
 */
export function LogoutPage() {
  const client = useApiClient();
  const t = useTexts(logoutPageTexts);
  const [error, setError] = useState<Error | null>(null);
  const started = useRef(false);

  const logout = useCallback(() => {
    setError(null);
    client.logout().catch((reason: unknown) => {
      setError(reason instanceof Error ? reason : new Error(t('failedFallback')));
    });
  }, [client, t]);

  useEffect(() => {
    // Strict mode runs effects twice in development; revoke once.
    if (started.current) return;
    started.current = true;
    logout();
  }, [logout]);

  return (
    <main className="standalone-page">
      {error ? (
        <Alert variant="error" title={t('failed')}>
          {error.message}{' '}
          <button type="button" className="nf-button" onClick={logout}>
            {t('tryAgain')}
          </button>
        </Alert>
      ) : (
        <Loader size="large" label={t('signingOut')} />
      )}
    </main>
  );
}
