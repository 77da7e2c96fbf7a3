import { type ApiClient, isApiError, startRemoteSession } from '@netfleet/api-client';
import type { CurrentUser, RemoteSessionStart } from '@netfleet/contracts';
import { useCallback, useEffect, useState } from 'react';
import { APP_OF_PAGE, type ConnectPage } from './connectPage.js';
import type { ConnectParams } from './connectParams.js';

/** Where a connect page's session stands. */
export type RemoteSessionState =
  | { status: 'starting' }
  | { status: 'ready'; start: RemoteSessionStart['data']; user: CurrentUser | null }
  | { status: 'failed'; problem: SessionProblem };

/** Why no session started, for the page to say. */
export type SessionProblem =
  | { kind: 'no_entry' }
  | { kind: 'key_spent' }
  | { kind: 'signed_out' }
  | { kind: 'message'; message: string };

function problemOf(error: unknown, params: ConnectParams): SessionProblem {
  if (isApiError(error)) {
    if (error.status === 401) return { kind: 'signed_out' };
    if (params.kind === 'key' && (error.status === 404 || error.status === 410 || error.status === 422)) {
      return { kind: 'key_spent' };
    }
    return { kind: 'message', message: error.message };
  }
  return { kind: 'message', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Starts the page's session: with the link's one-time key (no sign-in needed: the ssh and
 * desktop pages, spec §5), or as the signed-in user for the entry `?id=` (its `/user` first,
 * which the ssh and telnet pages never refresh on a 401). `restart()` asks for a new session
 * (Reconnect); a key is spent by its first use, so a key page's restart needs a signed-in user.
 */
export function useRemoteSession(
  client: ApiClient,
  page: ConnectPage,
  params: ConnectParams,
): { state: RemoteSessionState; restart(): void } {
  const [state, setState] = useState<RemoteSessionState>(
    params.kind === 'none' ? { status: 'failed', problem: { kind: 'no_entry' } } : { status: 'starting' },
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (params.kind === 'none') return;
    let active = true;
    setState({ status: 'starting' });
    const app = APP_OF_PAGE[page];
    (async () => {
      const user = params.kind === 'id' ? await client.getUser() : null;
      const start =
        params.kind === 'key' && attempt === 0
          ? await startRemoteSession(client, { key: params.key, app })
          : params.kind === 'id'
            ? await startRemoteSession(client, { access_id: params.id, app })
            : null;
      if (!active) return;
      setState(
        start ? { status: 'ready', start, user } : { status: 'failed', problem: { kind: 'key_spent' } },
      );
    })().catch((error: unknown) => {
      if (active) setState({ status: 'failed', problem: problemOf(error, params) });
    });
    return () => {
      active = false;
    };
  }, [client, page, params, attempt]);

  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, restart };
}
