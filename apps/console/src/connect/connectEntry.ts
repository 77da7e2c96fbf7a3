/** The cut-down connect pages (spec §2.4). */
export type ConnectProtocol = 'desktop' | 'ssh' | 'telnet' | 'sftp';

/** Which connect page a path opens, or null for the main application (spec §2.4). */
export function connectProtocolOf(pathname: string): ConnectProtocol | null {
  if (pathname.includes('rms-connect/desktop')) return 'desktop';
  if (pathname.includes('rms-connect/ssh')) return 'ssh';
  if (pathname.includes('rms-connect/telnet')) return 'telnet';
  if (pathname.includes('rms-connect/sftp')) return 'sftp';
  return null;
}

/**
 * The ssh and desktop pages pass without a session when the `key` query parameter is
 * present (spec §5): the key authorises the one connection.
 */
export function passesWithKey(protocol: ConnectProtocol, search: string): boolean {
  return (protocol === 'ssh' || protocol === 'desktop') && new URLSearchParams(search).has('key');
}

/** On the ssh and telnet pages a 401 from `/user` is final: no token refresh (spec §8). */
export function noRefreshForUser(protocol: ConnectProtocol): boolean {
  return protocol === 'ssh' || protocol === 'telnet';
}
