import type { Socket } from 'node:net';
import { Client, type ClientChannel, type SFTPWrapper } from 'ssh2';
import { type BridgeSession, SessionEnded } from './bridgeSession.js';
import { createCastRecorder } from './castRecorder.js';
import type { BridgeDeps } from './connectDeps.js';
import { type BridgeEntry, storeHostKey } from './loadBridgeEntry.js';
import { openPeer } from './openPeer.js';
import { pumpPeer } from './pumpPeer.js';
import { hostKeyAlgorithm, hostKeyFingerprint } from './sshHostKey.js';
import { type SshLogin, sshLoginOf } from './sshLogin.js';

/** Milliseconds the SSH handshake and sign-in may take (not counting the user's host key answer). */
const HANDSHAKE_MS = 20_000;

/**
 * An ssh or sftp entry's session: waits for `start`, connects through the device link, asks
 * about the host key, signs in (password, key, or keyboard-interactive with the password, which
 * dropbear and some sshd configurations offer instead), then opens a shell with a pty
 * (`terminal`) or the SFTP subsystem (`files`) and says `ready`.
 */
export async function connectSsh(
  session: BridgeSession,
  entry: BridgeEntry,
  deps: BridgeDeps,
): Promise<void> {
  const start = await session.nextControl('start');
  const login = sshLoginOf(entry, start, deps.credentials);
  if (typeof login === 'string') return session.end('auth_failed', login);
  const sock = await openPeer(session, entry, deps.link);
  if (!sock) return;
  const client = new Client();
  session.onEnd(() => {
    client.end();
    sock.destroy();
  });
  if (!(await signIn(session, entry, deps, client, sock, login))) return;
  client.on('close', () => void session.end('peer_closed'));
  if (session.row.app === 'files') {
    const sftp = await new Promise<SFTPWrapper | Error>((resolve) =>
      client.sftp((error, channel) => resolve(error ?? channel)),
    );
    if (sftp instanceof Error) return session.end('error', `The device refused SFTP: ${sftp.message}`);
    session.sftp = sftp;
    sftp.on('close', () => void session.end('peer_closed'));
  } else {
    const window = { term: 'xterm-256color', cols: start.cols, rows: start.rows };
    const shell = await new Promise<ClientChannel | Error>((resolve) =>
      client.shell(window, (error, channel) => resolve(error ?? channel)),
    );
    if (shell instanceof Error) return session.end('error', `The device refused a shell: ${shell.message}`);
    session.recorder = createCastRecorder({ cols: start.cols, rows: start.rows, startedAt: deps.now() });
    pumpPeer(session, shell);
    session.onResize((cols, rows) => shell.setWindow(rows, cols, 0, 0));
    shell.on('close', () => void session.end('peer_closed'));
  }
  if (!session.ended) session.send({ type: 'ready' });
}

/** The handshake, host key and sign-in; false when the session ended on the way. */
function signIn(
  session: BridgeSession,
  entry: BridgeEntry,
  deps: BridgeDeps,
  client: Client,
  sock: Socket,
  login: SshLogin,
): Promise<boolean> {
  const { destination, port } = entry.access;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    timer = setTimeout(
      () =>
        void session.end('unreachable', `${destination}:${port} did not complete the SSH sign-in in time.`),
      HANDSHAKE_MS,
    );
  };
  session.onEnd(() => clearTimeout(timer));
  return new Promise((resolve) => {
    let signedIn = false;
    session.onEnd(() => resolve(false));
    client.once('ready', () => {
      signedIn = true;
      clearTimeout(timer);
      resolve(!session.ended);
    });
    client.on('error', (error: Error & { level?: string }) => {
      if (signedIn) {
        void session.end('peer_closed', `The connection to the device failed: ${error.message}`);
      } else if (error.level === 'client-authentication') {
        void session.end('auth_failed', `Authentication failed for ${login.username}.`);
      } else {
        void session.end('unreachable', `SSH to ${destination}:${port} failed: ${error.message}`);
      }
    });
    client.on('keyboard-interactive', (_name, _instructions, _lang, prompts, finish) =>
      finish(prompts.map(() => login.password ?? '')),
    );
    arm();
    try {
      client.connect({
        sock,
        username: login.username,
        password: login.password,
        privateKey: login.privateKey,
        passphrase: login.passphrase,
        tryKeyboard: login.password !== undefined,
        // The handshake's own timer above (ssh2's would also count the user's host key answer).
        readyTimeout: 0,
        keepaliveInterval: 15_000,
        keepaliveCountMax: 4,
        hostVerifier: (key: Buffer, verify: (valid: boolean) => void) => {
          clearTimeout(timer);
          void checkHostKey(session, entry, deps, key).then((valid) => {
            if (valid) arm();
            verify(valid);
          });
        },
      });
    } catch (error) {
      // ssh2 parses the private key before connecting.
      const reason = error instanceof Error ? error.message : String(error);
      void session.end('auth_failed', `The private key could not be used: ${reason}`);
    }
  });
}

/**
 * Trust on first use: a remembered key must match (else `host_key_rejected`); with none, the
 * page asks the user, and an accepted key is remembered on the entry.
 */
async function checkHostKey(
  session: BridgeSession,
  entry: BridgeEntry,
  deps: BridgeDeps,
  key: Buffer,
): Promise<boolean> {
  const fingerprint = hostKeyFingerprint(key);
  const algorithm = hostKeyAlgorithm(key);
  const remembered = entry.access.host_key_sha256;
  if (remembered === fingerprint) {
    session.send({ type: 'hostkey', algorithm, fingerprint, known: 'match' });
    return true;
  }
  if (remembered) {
    session.send({ type: 'hostkey', algorithm, fingerprint, known: 'changed', remembered });
    void session.end(
      'host_key_rejected',
      `The host key of ${entry.access.destination} changed (${fingerprint}, remembered ${remembered}). ` +
        'If the device was reinstalled, forget the stored key on the entry and connect again.',
    );
    return false;
  }
  session.send({ type: 'hostkey', algorithm, fingerprint, known: 'new' });
  try {
    const answer = await session.nextControl('hostkey');
    if (!answer.accept) {
      void session.end('host_key_rejected', 'The host key was not accepted, so the session was not opened.');
      return false;
    }
  } catch (error) {
    if (error instanceof SessionEnded) return false;
    throw error;
  }
  await storeHostKey(deps.db, entry.access.id, fingerprint, new Date(deps.now()));
  return !session.ended;
}
