import type { ConnectSession } from '@netfleet/connect-kit';
import { RdpNotice } from './rdp/RdpNotice.js';
import { VncApp } from './vnc/VncApp.js';

/** The desktop page: noVNC for a VNC entry; for an RDP entry, what RDP needs (ADR 0016). */
export function DesktopApp({ session }: { session: ConnectSession }) {
  return session.start.access.protocol === 'rdp' ? (
    <RdpNotice session={session} />
  ) : (
    <VncApp session={session} />
  );
}
