import type { ApiClient } from '@netfleet/api-client';
import type { CurrentUser, RemoteSessionStart } from '@netfleet/contracts';
import { Alert, Loader, useTexts } from '@netfleet/ui-kit';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { ConnectPage } from '../session/connectPage.js';
import { readConnectParams } from '../session/connectParams.js';
import { type SessionProblem, useRemoteSession } from '../session/useRemoteSession.js';
import { connectKitTexts } from '../texts.js';

/** What a connect app gets once its session has started. */
export interface ConnectSession {
  page: ConnectPage;
  start: RemoteSessionStart['data'];
  /** The signed-in user (null on a key link). */
  user: CurrentUser | null;
  client: ApiClient;
  /** Starts a new session of the same entry (Reconnect). */
  restart(): void;
}

/** Props of {@link ConnectShell}. */
export interface ConnectShellProps {
  page: ConnectPage;
  client: ApiClient;
  /** The page's query string (`?key=…` or `?id=…`). */
  search: string;
  /** The app itself, once the session started; remounted on every restart. */
  children: (session: ConnectSession) => ReactNode;
}

function ProblemText({ problem }: { problem: SessionProblem }) {
  const t = useTexts(connectKitTexts);
  if (problem.kind === 'message') return <>{problem.message}</>;
  return (
    <>
      {t(
        problem.kind === 'no_entry' ? 'noEntry' : problem.kind === 'key_spent' ? 'keySpent' : 'sessionEnded',
      )}
    </>
  );
}

/**
 * The cut-down connect page (spec §2.4): starts the session from the page's key or entry id,
 * shows a loader while it starts and a clear message (with Sign in where that helps) when it
 * cannot, and then the app. The document title names the entry once known.
 */
export function ConnectShell({ page, client, search, children }: ConnectShellProps) {
  const t = useTexts(connectKitTexts);
  const params = useMemo(() => readConnectParams(search), [search]);
  const { state, restart } = useRemoteSession(client, page, params);
  const pageTitle = t(`titles.${page}`);
  const entryName = state.status === 'ready' ? state.start.access.name : null;

  useEffect(() => {
    document.title = t('documentTitle', { title: entryName ? `${entryName} · ${pageTitle}` : pageTitle });
  }, [t, entryName, pageTitle]);

  if (state.status === 'starting') {
    return (
      <main className="connect-page connect-page--centered">
        <Loader label={params.kind === 'id' ? t('signingIn') : t('starting')} />
      </main>
    );
  }
  if (state.status === 'failed') {
    const signIn = state.problem.kind === 'signed_out' || state.problem.kind === 'key_spent';
    const href = `/auth/sign-in?${new URLSearchParams({ continue_url: window.location.href })}`;
    return (
      <main className="connect-page connect-page--centered">
        <h1 className="connect-page__title">{pageTitle}</h1>
        <Alert variant="error" title={t('couldNotConnect')}>
          <p>
            <ProblemText problem={state.problem} />
          </p>
          {signIn ? (
            <a className="nf-button" href={href}>
              {t('signIn')}
            </a>
          ) : null}
        </Alert>
      </main>
    );
  }
  return <>{children({ page, start: state.start, user: state.user, client, restart })}</>;
}
