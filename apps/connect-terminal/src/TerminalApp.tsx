import { remoteBridgeUrl } from '@netfleet/api-client';
import {
  type BridgeStatus,
  type ConnectSession,
  connectKitTexts,
  HostKeyBadge,
  HostKeyChanged,
  HostKeyPrompt,
  openBridge,
  SessionBar,
  SessionEnded,
  SignInForm,
} from '@netfleet/connect-kit';
import { CopyToClipboard, useTexts } from '@netfleet/ui-kit';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createTerminalSession, type TerminalPhase } from './session/createTerminalSession.js';
import { endDetail } from './session/endDetail.js';
import { createXterm, type Xterm } from './terminal/createXterm.js';
import { terminalTexts } from './texts.js';

function statusOf(phase: TerminalPhase): BridgeStatus {
  if (phase.kind === 'ready') return 'connected';
  return phase.kind === 'ended' ? 'closed' : 'connecting';
}

/**
 * The terminal page (SSH and telnet): the bar with the entry, the host key and the controls;
 * xterm.js below, filling the window; the sign-in form or the host key question over it while
 * the session starts; why it ended above it once it has (the output stays to read and copy).
 */
export function TerminalApp({ session: connect }: { session: ConnectSession }) {
  const t = useTexts(terminalTexts);
  const kit = useTexts(connectKitTexts);
  const [session] = useState(() =>
    createTerminalSession({
      access: connect.start.access,
      url: remoteBridgeUrl(connect.start.ticket),
      openBridge: (url, handlers) => openBridge(url, handlers),
    }),
  );
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  const { phase, hostKey, access } = snapshot;
  const host = useRef<HTMLDivElement>(null);
  const xterm = useRef<Xterm | null>(null);
  const label = t('terminal', { name: access.name });

  // One terminal per session; its label follows the language in the effect below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per session.
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const created = createXterm(element, { label });
    xterm.current = created;
    const subscriptions = [
      created.terminal.onData((text) => session.input(text)),
      created.terminal.onBinary((data) => session.inputBinary(data)),
      created.terminal.onResize(({ cols, rows }) => session.resize(cols, rows)),
    ];
    session.attach(created.screen);
    // The window, and the notice above the terminal, change its room.
    const observer = new ResizeObserver(() => created.fit());
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const subscription of subscriptions) subscription.dispose();
      session.detach();
      created.dispose();
      xterm.current = null;
    };
  }, [session]);

  useEffect(() => {
    xterm.current?.terminal.textarea?.setAttribute('aria-label', label);
  }, [label]);

  const ended = phase.kind === 'ended';
  // Ended: the output stays to read and copy, but typing goes nowhere, so the cursor says so.
  useEffect(() => {
    const terminal = xterm.current?.terminal;
    if (!terminal) return;
    terminal.options.disableStdin = ended;
    terminal.options.cursorBlink = !ended;
  }, [ended]);
  // A key link's key is spent: Reconnect needs a signed-in user.
  const reconnect = connect.user ? connect.restart : undefined;

  return (
    <main className="connect-page terminal-page">
      <SessionBar access={access} status={statusOf(phase)}>
        {hostKey?.known === 'match' ? <HostKeyBadge hostKey={hostKey} /> : null}
        <span className="terminal-shortcuts">{t('shortcuts')}</span>
        <CopyToClipboard
          label={t('copy')}
          text={() => xterm.current?.copyText() ?? ''}
          className="terminal-copy"
        />
        {/* Once ended, Reconnect is in the notice below the bar. */}
        {ended ? null : (
          <button type="button" className="nf-button" onClick={() => session.disconnect()}>
            {kit('disconnect')}
          </button>
        )}
      </SessionBar>
      {phase.kind === 'ended' ? (
        <div className="connect-notice">
          <SessionEnded
            end={phase.end}
            detail={endDetail(phase.end, phase.message, kit(`ended.${phase.end}`))}
            onReconnect={reconnect}
          />
          {hostKey?.known === 'changed' ? <HostKeyChanged hostKey={hostKey} /> : null}
        </div>
      ) : null}
      <div className="connect-page__body terminal-body">
        <div ref={host} className="terminal-host" />
        {phase.kind === 'credentials' ? (
          <div className="connect-overlay">
            <SignInForm
              access={access}
              onSubmit={(values) => session.submitCredentials(values)}
              onCancel={() => session.disconnect()}
            />
          </div>
        ) : null}
        {phase.kind === 'hostkey' ? (
          <div className="connect-overlay">
            <HostKeyPrompt
              access={access}
              hostKey={phase.hostKey}
              onAnswer={(accept) => session.answerHostKey(accept)}
            />
          </div>
        ) : null}
      </div>
    </main>
  );
}
