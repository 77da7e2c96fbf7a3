import { type ApiClient, createApiClient, isApiError, isSessionEndedError } from '@netfleet/api-client';
import type { CurrentUser } from '@netfleet/contracts';
import { Alert, createToastStore, Loader, ToastViewport } from '@netfleet/ui-kit';
import { useEffect, useMemo, useState } from 'react';
import { CONNECT_TITLES, type ConnectProtocol, noRefreshForUser, passesWithKey } from './connectEntry.js';

type SessionState =
  | { kind: 'loading' }
  | { kind: 'key' }
  | { kind: 'user'; user: CurrentUser }
  | { kind: 'error'; message: string };

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
  const client = useMemo(
    () => given ?? createApiClient({ noRefreshForUser: noRefreshForUser(protocol) }),
    [given, protocol],
  );
  const toasts = useMemo(() => createToastStore(), []);
  const withKey = passesWithKey(protocol, search);
  const [state, setState] = useState<SessionState>(withKey ? { kind: 'key' } : { kind: 'loading' });

  useEffect(() => {
    document.title = `${CONNECT_TITLES[protocol]} · Netfleet`;
    if (withKey) return;
    let active = true;
    client.getUser().then(
      (user) => active && setState({ kind: 'user', user }),
      (error: unknown) => {
        if (!active || isSessionEndedError(error)) return;
        const message =
          isApiError(error) && error.status === 401
            ? 'Your session has ended. Sign in again to connect.'
            : error instanceof Error
              ? error.message
              : 'Failed to get user data';
        setState({ kind: 'error', message });
      },
    );
    return () => {
      active = false;
    };
  }, [client, protocol, withKey]);

  useEffect(() => () => toasts.destroy(), [toasts]);

  const signInHref = `/auth/sign-in?${new URLSearchParams({ continue_url: window.location.href })}`;
  return (
    <main className="standalone-page connect-page" data-protocol={protocol}>
      <div className="standalone-card">
        <h1>{CONNECT_TITLES[protocol]}</h1>
        {state.kind === 'loading' ? <Loader label="Signing in…" /> : null}
        {state.kind === 'key' ? <p>Connecting with the access key of this link…</p> : null}
        {state.kind === 'user' ? (
          <p>
            Signed in as <strong>{state.user.email}</strong>. The {CONNECT_TITLES[protocol].toLowerCase()}{' '}
            opens here once its connection is ready.
          </p>
        ) : null}
        {state.kind === 'error' ? (
          <Alert variant="error" title="Could not connect">
            {state.message}{' '}
            <a className="nf-button" href={signInHref}>
              Sign in
            </a>
          </Alert>
        ) : null}
      </div>
      <ToastViewport store={toasts} position="top" />
    </main>
  );
}
