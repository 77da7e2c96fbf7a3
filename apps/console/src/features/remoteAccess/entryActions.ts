import type { RemoteAccessProtocol, RemoteAccessRow } from '@netfleet/contracts';
import type { Permission } from '@netfleet/permissions';

/** What a user may do with one remote access entry, in the order the row shows them. */
export type EntryAction = 'connect' | 'files' | 'share' | 'edit' | 'delete';

/** Protocols whose connect page starts from a one-time key (`/rms-connect/ssh|desktop?key=`). */
const KEYED_PROTOCOLS: readonly RemoteAccessProtocol[] = ['ssh', 'vnc', 'rdp'];

/** Protocols that open in a connect app at all (http and https name a device's web page). */
const CONNECTABLE: readonly RemoteAccessProtocol[] = ['ssh', 'telnet', 'vnc', 'rdp', 'sftp'];

/**
 * The actions an entry offers a user, by the permissions the server checks for each:
 * Connect and Files (use_device_remote_access, the entry enabled; Files on ssh entries),
 * Share (update_device_remote_access; ssh, vnc and rdp, enabled: a link to a disabled
 * entry would only fail), Edit and Delete (update_device_remote_access).
 *
 * @example
 * entryActions(sshEntry, (p) => user.permissions.includes(p)); // ['connect', 'files', 'share', 'edit', 'delete']
 */
export function entryActions(
  entry: Pick<RemoteAccessRow, 'protocol' | 'enabled'>,
  can: (permission: Permission) => boolean,
): EntryAction[] {
  const actions: EntryAction[] = [];
  const use = can('use_device_remote_access') && entry.enabled;
  const update = can('update_device_remote_access');
  if (use && CONNECTABLE.includes(entry.protocol)) actions.push('connect');
  if (use && entry.protocol === 'ssh') actions.push('files');
  if (update && entry.enabled && KEYED_PROTOCOLS.includes(entry.protocol)) actions.push('share');
  if (update) actions.push('edit', 'delete');
  return actions;
}

/**
 * Where Connect (or Files) leads: a one-time key first (`key`: ssh, vnc and rdp, whose
 * pages also open from shared links), or straight to the connect page with the entry's id
 * (`path`: telnet, sftp and the files of an ssh entry, opened as the signed-in user).
 * `null` for http and https, which have no connect page.
 */
export type ConnectTarget = { kind: 'key' } | { kind: 'path'; path: string };

/** See {@link ConnectTarget}. */
export function connectTarget(
  entry: Pick<RemoteAccessRow, 'id' | 'protocol'>,
  app: 'default' | 'files' = 'default',
): ConnectTarget | null {
  const id = encodeURIComponent(String(entry.id));
  if (app === 'files') return entry.protocol === 'ssh' || entry.protocol === 'sftp' ? sftpPath(id) : null;
  if (KEYED_PROTOCOLS.includes(entry.protocol)) return { kind: 'key' };
  if (entry.protocol === 'telnet') return { kind: 'path', path: `/rms-connect/telnet?id=${id}` };
  if (entry.protocol === 'sftp') return sftpPath(id);
  return null;
}

function sftpPath(id: string): ConnectTarget {
  return { kind: 'path', path: `/rms-connect/sftp?id=${id}` };
}

/** The address of a key's connect page on this origin (the key's path is path-only on purpose). */
export function connectUrl(origin: string, path: string): string {
  return new URL(path, origin).toString();
}
