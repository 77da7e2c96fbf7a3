import { type ApiClient, listSftpFolder } from '@netfleet/api-client';
import type { SftpEntry } from '@netfleet/contracts';
import { useCallback, useEffect, useState } from 'react';
import { sortEntries } from '../files/sortEntries.js';

/** A folder's listing as the page shows it. */
export interface FolderState {
  /** The folder listed last (the peer's real path); null before the first answer. */
  listed: { path: string; entries: SftpEntry[] } | null;
  loading: boolean;
  /** Why the folder asked for could not be listed. */
  error: string | null;
}

/**
 * Lists the folder `path` of the session, again on `reload()`. While a folder loads the last
 * listing stays (dimmed by the page), so a refresh does not blink; a failure keeps it too,
 * with the message.
 */
export function useFolder(
  client: ApiClient,
  sessionId: number,
  path: string,
): FolderState & { reload(): void } {
  const [state, setState] = useState<FolderState>({ listed: null, loading: true, error: null });
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` is how reload() asks again.
  useEffect(() => {
    let active = true;
    setState((current) => ({ ...current, loading: true, error: null }));
    listSftpFolder(client, sessionId, path).then(
      (data) => {
        if (active)
          setState({
            listed: { path: data.path, entries: sortEntries(data.entries) },
            loading: false,
            error: null,
          });
      },
      (error: unknown) => {
        if (active)
          setState((current) => ({
            ...current,
            loading: false,
            error: error instanceof Error ? error.message : String(error),
          }));
      },
    );
    return () => {
      active = false;
    };
  }, [client, sessionId, path, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
