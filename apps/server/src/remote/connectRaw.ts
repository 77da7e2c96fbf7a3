import type { BridgeSession } from './bridgeSession.js';
import { createCastRecorder } from './castRecorder.js';
import type { BridgeDeps } from './connectDeps.js';
import type { BridgeEntry } from './loadBridgeEntry.js';
import { openPeer } from './openPeer.js';
import { pumpPeer } from './pumpPeer.js';

/**
 * A telnet entry's terminal: after `start`, raw TCP through the link (the page does the option
 * negotiation), recorded without telnet's commands; `ready` once connected.
 */
export async function connectTelnet(
  session: BridgeSession,
  entry: BridgeEntry,
  deps: BridgeDeps,
): Promise<void> {
  const start = await session.nextControl('start');
  const sock = await openPeer(session, entry, deps.link);
  if (!sock) return;
  session.recorder = createCastRecorder({
    cols: start.cols,
    rows: start.rows,
    startedAt: deps.now(),
    telnet: true,
  });
  pumpPeer(session, sock);
  sock.on('close', () => void session.end('peer_closed'));
  session.send({ type: 'ready' });
}

/**
 * A vnc or rdp entry's desktop: bytes both ways from the first one (noVNC speaks RFB itself);
 * the page hears of the end only by the close code.
 */
export async function connectDesktop(
  session: BridgeSession,
  entry: BridgeEntry,
  deps: BridgeDeps,
): Promise<void> {
  const sock = await openPeer(session, entry, deps.link);
  if (!sock) return;
  pumpPeer(session, sock);
  sock.on('close', () => void session.end('peer_closed'));
}
