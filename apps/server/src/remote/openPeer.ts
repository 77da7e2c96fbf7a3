import type { Socket } from 'node:net';
import type { BridgeSession } from './bridgeSession.js';
import type { DeviceLink } from './deviceLink.js';
import type { BridgeEntry } from './loadBridgeEntry.js';

/**
 * Opens the byte stream to the entry's destination through the device link; null when it
 * failed (the session then ended `unreachable` with the link's sentence) or the session ended
 * meanwhile. The socket goes with the session.
 */
export async function openPeer(
  session: BridgeSession,
  entry: BridgeEntry,
  link: DeviceLink,
): Promise<Socket | null> {
  const { device_id: deviceId, destination: host, port } = entry.access;
  let sock: Socket;
  try {
    sock = await link.open({ deviceId, host, port }, session.signal);
  } catch (error) {
    await session.end('unreachable', error instanceof Error ? error.message : String(error));
    return null;
  }
  session.onEnd(() => sock.destroy());
  if (session.ended) return null;
  // Keystrokes go out at once (Nagle would hold a lone byte for the previous one's ack).
  sock.setNoDelay(true);
  sock.on('error', () => undefined);
  return sock;
}
