/**
 * Whether `pathname` belongs to a remote-connect page (desktop, SSH, telnet, SFTP)
 * rather than the main application (spec §2.4).
 */
export function isConnectPath(pathname: string): boolean {
  return pathname.includes('rms-connect/');
}
