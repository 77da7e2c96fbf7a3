import { type ConnectSession, connectKitTexts, SessionBar, SessionEnded } from '@netfleet/connect-kit';
import { Alert, Loader, useTexts } from '@netfleet/ui-kit';
import { FileBrowser } from './browser/FileBrowser.js';
import { CredentialsForm } from './session/CredentialsForm.js';
import { HostKeyPrompt } from './session/HostKeyPrompt.js';
import { type FilesPhase, type HostKeyNotice, useFilesBridge } from './session/useFilesBridge.js';
import { sftpTexts } from './texts.js';

function HostKeyNote({ hostKey }: { hostKey: HostKeyNotice }) {
  const t = useTexts(sftpTexts);
  const text = t('hostKey.remembered', { fingerprint: hostKey.fingerprint });
  return (
    <span className="sftp-hostkey-note" title={text}>
      <span className="nf-visually-hidden">{text}</span>
      <span aria-hidden="true">
        {hostKey.algorithm} {hostKey.fingerprint.slice(0, 19)}…
      </span>
    </span>
  );
}

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
  const t = useTexts(sftpTexts);
  const access = session.start.access;
  switch (phase.kind) {
    case 'connecting':
      return (
        <Loader label={kit('connecting', { destination: `${access.destination}:${access.port}` })} block />
      );
    case 'credentials':
      return <CredentialsForm access={phase.access} onSubmit={bridge.signIn} />;
    case 'hostkey':
      return <HostKeyPrompt hostKey={phase.hostKey} onAnswer={bridge.answerHostKey} />;
    case 'ready':
      return <FileBrowser session={session} />;
    case 'ended':
      return (
        <div className="sftp-ended">
          <SessionEnded end={phase.end} detail={phase.detail} onReconnect={session.restart} />
          {phase.end === 'host_key_rejected' && hostKey?.known === 'changed' ? (
            <Alert variant="warning">
              {t('hostKey.changed', {
                fingerprint: hostKey.fingerprint,
                remembered: hostKey.remembered ?? '-',
              })}
            </Alert>
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
        {hostKey?.known === 'match' && phase.kind === 'ready' ? <HostKeyNote hostKey={hostKey} /> : null}
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
