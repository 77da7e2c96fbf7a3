import type { BridgeSession } from './bridgeSession.js';
import type { BridgeDeps } from './connectDeps.js';
import { connectDesktop, connectTelnet } from './connectRaw.js';
import { connectSsh } from './connectSsh.js';
import { loadBridgeEntry } from './loadBridgeEntry.js';

/**
 * Connects an opened session to its entry's peer, by protocol. Terminal and files pages get
 * `hello` first; desktop pages get bytes only. An entry gone or disabled meanwhile ends it
 * `revoked`.
 */
export async function runBridge(session: BridgeSession, deps: BridgeDeps): Promise<void> {
  const { row } = session;
  const entry = row.accessId === null ? null : await loadBridgeEntry(deps.db, row.accessId);
  if (session.ended) return;
  if (!entry?.enabled || entry.access.protocol !== row.protocol) return void session.end('revoked');
  if (row.app !== 'desktop') {
    session.send({ type: 'hello', session_id: row.id, app: row.app, access: entry.access });
  }
  switch (entry.access.protocol) {
    case 'ssh':
    case 'sftp':
      return connectSsh(session, entry, deps);
    case 'telnet':
      return connectTelnet(session, entry, deps);
    case 'vnc':
    case 'rdp':
      return connectDesktop(session, entry, deps);
    default:
      return void session.end('error', 'This entry opens in the browser, not in a connect app.');
  }
}
