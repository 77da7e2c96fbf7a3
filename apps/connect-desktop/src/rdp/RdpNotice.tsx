import type { ConnectSession } from '@netfleet/connect-kit';
import { SessionBar } from '@netfleet/connect-kit';
import { Alert, useTexts } from '@netfleet/ui-kit';
import { desktopTexts } from '../texts.js';

/**
 * An RDP entry's page: what RDP needs instead of a broken canvas. A browser RDP client
 * (IronRDP's WebAssembly build) speaks RDCleanPath to a gateway that does TLS and CredSSP for
 * it; the bridge only relays bytes, so there is nothing for it to talk to (ADR 0016). The
 * bridge is not opened: it would only knock on the device's RDP port.
 */
export function RdpNotice({ session }: { session: ConnectSession }) {
  const t = useTexts(desktopTexts);
  const access = session.start.access;
  const destination = `${access.destination}:${access.port}`;
  return (
    <main className="connect-page desktop-page">
      <SessionBar access={access} status="closed" />
      <div className="connect-notice desktop-notice">
        <Alert variant="info" title={t('rdp.title')}>
          <p>{t('rdp.body', { destination })}</p>
          <p>{t('rdp.advice', { destination })}</p>
        </Alert>
      </div>
    </main>
  );
}
