import { type ApiClient, createApiClient, isApiError, isSessionEndedError } from '@netfleet/api-client';
import type { CurrentUser } from '@netfleet/contracts';
import { Alert, createToastStore, Loader, ToastViewport } from '@netfleet/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { nodeSlots, richText } from '../i18n/richText.js';
import { useTexts } from '../i18n/useTexts.js';
import { type ConnectProtocol, noRefreshForUser, passesWithKey } from './connectEntry.js';
import { connectTexts } from './texts.js';

type SessionState =
  | { kind: 'loading' }
  | { kind: 'key' }
  | { kind: 'user'; user: CurrentUser }
  | { kind: 'error'; error: unknown };

/** Props of {@link ConnectApp}. */
export interface ConnectAppProps {
  protocol: ConnectProtocol;
  /** The page's query string (`?key=…`). */
  search: string;
  /** Defaults to a client for this page (no token refresh for `/user` on ssh and telnet). */
  client?: ApiClient;
}

/**
 * The cut-down remote-connect pages (spec §2.4) until their own apps arrive: they sign in
 * through the same session code as the console (`createApiClient` + `getUser`), or pass
 * with a `key` on the ssh and desktop pages, and show toasts at the top.
 */
export function ConnectApp({ protocol, search, client: given }: ConnectAppProps) {
  const t = useTexts(connectTexts);
  const client = useMemo(
    () => given ?? createApiClient({ noRefreshForUser: noRefreshForUser(protocol) }),
    [given, protocol],
  );
  const toasts = useMemo(() => createToastStore(), []);
  const withKey = passesWithKey(protocol, search);
  const [state, setState] = useState<SessionState>(withKey ? { kind: 'key' } : { kind: 'loading' });
  const title = t(`titles.${protocol}`);

  useEffect(() => {
    document.title = t('documentTitle', { title });
  }, [t, title]);

  useEffect(() => {
    if (withKey) return;
    let active = true;
    client.getUser().then(
      (user) => active && setState({ kind: 'user', user }),
      (error: unknown) => {
        if (!active || isSessionEndedError(error)) return;
        setState({ kind: 'error', error });
      },
    );
    return () => {
      active = false;
    };
  }, [client, withKey]);

  useEffect(() => () => toasts.destroy(), [toasts]);

  const errorMessage = (error: unknown) =>
    isApiError(error) && error.status === 401
      ? t('sessionEnded')
      : error instanceof Error
        ? error.message
        : t('userFailed');
  const signInHref = `/auth/sign-in?${new URLSearchParams({ continue_url: window.location.href })}`;
  return (
    <main className="standalone-page connect-page" data-protocol={protocol}>
      <div className="standalone-card">
        <h1>{title}</h1>
        {state.kind === 'loading' ? <Loader label={t('signingIn')} /> : null}
        {state.kind === 'key' ? <p>{t('withKey')}</p> : null}
        {state.kind === 'user' ? (
          <p>
            {richText(t('signedInAs', nodeSlots('email')), { email: <strong>{state.user.email}</strong> })}{' '}
            {t(`opensHere.${protocol}`)}
          </p>
        ) : null}
        {state.kind === 'error' ? (
          <Alert variant="error" title={t('couldNotConnect')}>
            {errorMessage(state.error)}{' '}
            <a className="nf-button" href={signInHref}>
              {t('signIn')}
            </a>
          </Alert>
        ) : null}
      </div>
      <ToastViewport store={toasts} position="top" />
    </main>
  );
}
