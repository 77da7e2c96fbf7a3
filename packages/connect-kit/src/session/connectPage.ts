import type { RemoteSessionApp } from '@netfleet/contracts';

/** The spec's connect pages (§2.4). */
export type ConnectPage = 'ssh' | 'telnet' | 'desktop' | 'sftp';

/** The app a page opens an entry in. */
export const APP_OF_PAGE: Readonly<Record<ConnectPage, RemoteSessionApp>> = {
  ssh: 'terminal',
  telnet: 'terminal',
  desktop: 'desktop',
  sftp: 'files',
};

/** The page of a path (`/rms-connect/telnet` → `telnet`), as the spec's start-up picks it. */
export function connectPageOf(pathname: string): ConnectPage | null {
  for (const page of ['desktop', 'ssh', 'telnet', 'sftp'] as const) {
    if (pathname.includes(`rms-connect/${page}`)) return page;
  }
  return null;
}

/** On the ssh and telnet pages a 401 from `/user` is final: no token refresh (spec §8). */
export function noRefreshForUser(page: ConnectPage): boolean {
  return page === 'ssh' || page === 'telnet';
}
