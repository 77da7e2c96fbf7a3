import { type ConnectTarget, connectUrl } from './entryActions.js';

/** What {@link openConnectWindow} needs of the browser (the page's `window`, or a test's). */
export interface ConnectWindowHost {
  open: (url?: string, target?: string, features?: string) => WindowProxy | null;
  location: { origin: string };
}

/** The browser refused the new window (a pop-up blocker). */
export class PopupBlockedError extends Error {
  override readonly name = 'PopupBlockedError';
}

/**
 * Opens an entry's connect page in a new tab. A keyed target mints its one-time key first,
 * but the tab opens at once, in the click: a window opened after an `await` is no longer
 * the user's doing and pop-up blockers refuse it. The blank tab loses its `opener` before
 * it is sent on, so the connect page cannot reach back into the console (what `noopener`
 * does for the direct paths, where `window.open` returns nothing to keep). If the key
 * cannot be minted the blank tab closes and the error goes to the caller.
 *
 * @example
 * await openConnectWindow(window, connectTarget(entry)!, () => createRemoteAccessKey(client, entry.id));
 */
export async function openConnectWindow(
  host: ConnectWindowHost,
  target: ConnectTarget,
  mintKey: () => Promise<{ path: string }>,
): Promise<void> {
  if (target.kind === 'path') {
    host.open(connectUrl(host.location.origin, target.path), '_blank', 'noopener');
    return;
  }
  const tab = host.open('about:blank', '_blank');
  if (!tab) throw new PopupBlockedError('The browser blocked the new window');
  tab.opener = null;
  try {
    const key = await mintKey();
    tab.location.href = connectUrl(host.location.origin, key.path);
  } catch (error) {
    tab.close();
    throw error;
  }
}
