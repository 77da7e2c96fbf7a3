import {
  type ConnectSession,
  connectKitTexts,
  HostKeyBadge,
  HostKeyChanged,
  HostKeyPrompt,
  SessionBar,
  SessionEnded,
  SignInForm,
} from '@netfleet/connect-kit';
import { Loader, useTexts } from '@netfleet/ui-kit';
import { FileBrowser } from './browser/FileBrowser.js';
import { type FilesPhase, type HostKeyNotice, useFilesBridge } from './session/useFilesBridge.js';

function Body({
  session,
  phase,
  hostKey,
  bridge,
}: {
  session: ConnectSession;
  phase: FilesPhase;
  hostKey: HostKeyNotice | null;
  bridge: ReturnType<typeof useFilesBridge>;
}) {
  const kit = useTexts(connectKitTexts);
  const access = session.start.access;
  switch (phase.kind) {
    case 'connecting':
      return (
        <Loader label={kit('connecting', { destination: `${access.destination}:${access.port}` })} block />
      );
    case 'credentials':
      return <SignInForm access={phase.access} onSubmit={bridge.signIn} onCancel={bridge.disconnect} />;
    case 'hostkey':
      return <HostKeyPrompt access={access} hostKey={phase.hostKey} onAnswer={bridge.answerHostKey} />;
    case 'ready':
      return <FileBrowser session={session} />;
    case 'ended':
      return (
        <div className="sftp-ended">
          <SessionEnded end={phase.end} detail={phase.detail} onReconnect={session.restart} />
          {phase.end === 'host_key_rejected' && hostKey?.known === 'changed' ? (
            <HostKeyChanged hostKey={hostKey} />
          ) : null}
        </div>
      );
  }
}

/**
 * The SFTP connect page: the session bar (entry, device, status, Disconnect), then — as the
 * bridge goes — connecting, the sign-in form, the host key question, the file browser, or why
 * the session ended with Reconnect.
 */
export function FilesApp({ session }: { session: ConnectSession }) {
  const kit = useTexts(connectKitTexts);
  const bridge = useFilesBridge(session.start.ticket);
  const { phase, hostKey } = bridge;
  const status = phase.kind === 'ready' ? 'connected' : phase.kind === 'ended' ? 'closed' : 'connecting';
  return (
    <main className="connect-page">
      <SessionBar access={session.start.access} status={status}>
        {hostKey?.known === 'match' && phase.kind === 'ready' ? <HostKeyBadge hostKey={hostKey} /> : null}
        {phase.kind !== 'ended' ? (
          <button type="button" className="nf-button" onClick={bridge.disconnect}>
            {kit('disconnect')}
          </button>
        ) : null}
      </SessionBar>
      <div className="connect-page__body sftp-body">
        <Body session={session} phase={phase} hostKey={hostKey} bridge={bridge} />
      </div>
    </main>
  );
}
