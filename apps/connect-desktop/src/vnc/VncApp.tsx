import { remoteBridgeUrl } from '@netfleet/api-client';
import { type BridgeStatus, type ConnectSession, SessionBar } from '@netfleet/connect-kit';
import { useTexts } from '@netfleet/ui-kit';
import RFB from '@novnc/novnc';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { desktopTexts } from '../texts.js';
import { ClipboardPanel } from './ClipboardPanel.js';
import { CredentialsForm } from './CredentialsForm.js';
import { createVncSession, type DesktopPhase, type VncSession } from './createVncSession.js';
import { DesktopEnded } from './DesktopEnded.js';
import { DesktopToolbar } from './DesktopToolbar.js';
import { useFullscreen } from './useFullscreen.js';

function statusOf(phase: DesktopPhase): BridgeStatus {
  if (phase.kind === 'connected') return 'connected';
  return phase.kind === 'ended' ? 'closed' : 'connecting';
}

/** noVNC on the bridge socket the session opened. */
function startNoVnc(target: HTMLElement, socket: WebSocket) {
  const rfb = new RFB(target, socket, { shared: true });
  // The page's own background (styles.css) shows around a screen smaller than the window.
  rfb.background = 'transparent';
  return rfb;
}

/**
 * The VNC page: the bar with the entry and the desktop's controls; the remote screen below,
 * filling the window; the password form over it when the VNC server asks; the clipboard panel
 * under the bar when open; why the session ended above the screen once it has.
 */
export function VncApp({
  session: connect,
  createSession,
}: {
  session: ConnectSession;
  /** Tests pass a session on a fake noVNC. */
  createSession?: () => VncSession;
}) {
  const t = useTexts(desktopTexts);
  const [session] = useState(
    () =>
      createSession?.() ??
      createVncSession({ url: remoteBridgeUrl(connect.start.ticket), createRfb: startNoVnc }),
  );
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const { phase } = snapshot;
  const access = connect.start.access;
  const page = useRef<HTMLElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(page);
  const [clipboardOpen, setClipboardOpen] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    session.attach(element);
    return () => session.detach();
  }, [session]);

  // A key link's key is spent: Reconnect needs a signed-in user.
  const reconnect = connect.user ? connect.restart : undefined;
  const ended = phase.kind === 'ended';

  return (
    <main ref={page} className="connect-page desktop-page">
      <SessionBar access={access} status={statusOf(phase)}>
        <DesktopToolbar
          snapshot={snapshot}
          clipboardOpen={clipboardOpen}
          fullscreen={fullscreen}
          onViewOnly={(viewOnly) => session.setViewOnly(viewOnly)}
          onScale={(scale) => session.setScale(scale)}
          onClipboard={() => setClipboardOpen((open) => !open)}
          onCtrlAltDel={() => {
            session.ctrlAltDel();
            session.focus();
          }}
          onDisconnect={() => session.disconnect()}
        />
      </SessionBar>
      {clipboardOpen && !ended ? (
        <ClipboardPanel
          remoteText={snapshot.remoteClipboard}
          canSend={phase.kind === 'connected' && !snapshot.viewOnly}
          viewOnly={snapshot.viewOnly}
          onSend={(text) => session.sendClipboard(text)}
          onClose={() => {
            setClipboardOpen(false);
            session.focus();
          }}
        />
      ) : null}
      {phase.kind === 'ended' ? (
        <div className="connect-notice desktop-notice">
          <DesktopEnded access={access} phase={phase} onReconnect={reconnect} />
        </div>
      ) : null}
      <div className="connect-page__body desktop-body">
        {/* noVNC's screen goes in here (the session's own element); keys on it go to the desktop. */}
        <div
          ref={host}
          className="desktop-host"
          role="application"
          aria-label={t('screen', { name: access.name })}
        />
        {phase.kind === 'credentials' ? (
          <div className="connect-overlay">
            <CredentialsForm
              access={access}
              types={phase.types}
              onSubmit={(values) => session.sendCredentials(values)}
              onCancel={() => session.disconnect()}
            />
          </div>
        ) : null}
      </div>
    </main>
  );
}
