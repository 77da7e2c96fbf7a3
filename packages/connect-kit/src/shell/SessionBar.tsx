import type { RemoteSessionAccess } from '@netfleet/contracts';
import { useTexts } from '@netfleet/ui-kit';
import type { ReactNode } from 'react';
import { connectKitTexts } from '../texts.js';

/** Where the bridge stands, as the bar shows it. */
export type BridgeStatus = 'connecting' | 'connected' | 'closed';

/** Props of {@link SessionBar}. */
export interface SessionBarProps {
  access: RemoteSessionAccess;
  status: BridgeStatus;
  /** The app's own controls (view-only, Ctrl+Alt+Del, upload, Disconnect …). */
  children?: ReactNode;
}

/**
 * The bar on top of every connect page: the entry's name, its device and destination, the
 * connection's status (announced to screen readers), and the app's controls.
 */
export function SessionBar({ access, status, children }: SessionBarProps) {
  const t = useTexts(connectKitTexts);
  return (
    <header className="connect-bar">
      <div className="connect-bar__what">
        <h1 className="connect-bar__title">{access.name}</h1>
        <span className="connect-bar__device">
          {t('device')}: {access.device_name} · {access.protocol.toUpperCase()} {access.destination}:
          {access.port}
        </span>
      </div>
      <output className={`connect-bar__status connect-bar__status--${status}`} aria-live="polite">
        {t(`status.${status}`)}
      </output>
      <div className="connect-bar__actions">{children}</div>
    </header>
  );
}
