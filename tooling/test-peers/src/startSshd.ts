import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.js';
import { requireBinary } from './requireBinary.js';
import { spawnDaemon } from './spawnDaemon.js';
import { waitForBanner } from './waitForBanner.js';

const SSHD = '/usr/sbin/sshd';
const SSH_KEYGEN = '/usr/bin/ssh-keygen';
const SFTP_SERVER = '/usr/lib/openssh/sftp-server';

/** Options of {@link startSshd}. */
export interface SshdOptions {
  /**
   * The host's private key (OpenSSH format) to serve instead of a fresh one: a test that
   * restarts a peer and expects the same host key passes the first one's `hostPrivateKey`.
   */
  hostPrivateKey?: string;
  /** More public keys (`ssh-ed25519 AAAA… comment` lines) allowed to sign in. */
  authorizedKeys?: string[];
}

/** A running OpenSSH server of {@link startSshd}. */
export interface SshdPeer {
  host: '127.0.0.1';
  port: number;
  /** The user that signs in: the one running the tests (root in CI). */
  username: string;
  /**
   * Always undefined: password sign-in would need the user's system password changed, so
   * the peer is key-only. Kept in the shape so callers can test both branches later.
   */
  password?: string;
  /** The client's private key (OpenSSH PEM text, ed25519, no passphrase). */
  privateKey: string;
  /** The client's public key line, as in authorized_keys. */
  publicKey: string;
  /** The host key's fingerprint as `ssh-keygen -lf` prints it: `SHA256:…`. */
  hostKeySha256: string;
  /** The host's private key, for a restart with the same identity. */
  hostPrivateKey: string;
  /** A temp folder every session (shell, exec, SFTP) starts in; also `$HOME` there. */
  home: string;
  /** Stops sshd and removes the temp folders. */
  stop(): Promise<void>;
}

/**
 * Starts Debian's OpenSSH server on a free port of 127.0.0.1 with its own config, host
 * key and authorized key (key sign-in only), and waits until it sends its banner.
 *
 * @example
 * const sshd = await startSshd();
 * client.connect({ host: sshd.host, port: sshd.port, username: sshd.username, privateKey: sshd.privateKey });
 * await sshd.stop();
 */
export async function startSshd(options: SshdOptions = {}): Promise<SshdPeer> {
  requireBinary(SSHD, 'openssh-server');
  requireBinary(SSH_KEYGEN, 'openssh-client');
  requireBinary(SFTP_SERVER, 'openssh-sftp-server');
  const dir = mkdtempSync(join(tmpdir(), 'netfleet-sshd-'));
  try {
    const home = join(dir, 'home');
    mkdirSync(home);
    const hostKeyFile = join(dir, 'host_ed25519');
    if (options.hostPrivateKey) {
      writeFileSync(hostKeyFile, options.hostPrivateKey, { mode: 0o600 });
      writeFileSync(`${hostKeyFile}.pub`, execFileSync(SSH_KEYGEN, ['-y', '-f', hostKeyFile]));
    } else {
      generateKey(hostKeyFile, 'netfleet-test-host');
    }
    const clientKeyFile = join(dir, 'client_ed25519');
    generateKey(clientKeyFile, 'netfleet-test-client');
    const publicKey = readFileSync(`${clientKeyFile}.pub`, 'utf8').trim();
    const authorizedKeys = join(dir, 'authorized_keys');
    writeFileSync(authorizedKeys, `${[publicKey, ...(options.authorizedKeys ?? [])].join('\n')}\n`, {
      mode: 0o600,
    });
    const sessionScript = join(dir, 'session.sh');
    writeFileSync(sessionScript, sessionScriptText(home), { mode: 0o755 });
    const port = await freePort();
    const config = join(dir, 'sshd_config');
    writeFileSync(config, sshdConfigText({ port, hostKeyFile, authorizedKeys, sessionScript }));
    // Debian's service creates the privilege separation folder; a container without the
    // service has none and sshd refuses to start as root without it.
    if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
    const daemon = spawnDaemon(SSHD, ['-D', '-e', '-f', config]);
    try {
      await waitForBanner(port, 'SSH-2.0-', daemon.exited);
    } catch (error) {
      await daemon.stop();
      throw error;
    }
    return {
      host: '127.0.0.1',
      port,
      username: userInfo().username,
      privateKey: readFileSync(clientKeyFile, 'utf8'),
      publicKey,
      hostKeySha256: fingerprint(`${hostKeyFile}.pub`),
      hostPrivateKey: readFileSync(hostKeyFile, 'utf8'),
      home,
      stop: async () => {
        await daemon.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function generateKey(file: string, comment: string): void {
  execFileSync(SSH_KEYGEN, ['-q', '-t', 'ed25519', '-N', '', '-C', comment, '-f', file]);
}

/** `256 SHA256:abc… comment (ED25519)` → `SHA256:abc…`. */
function fingerprint(publicKeyFile: string): string {
  const line = execFileSync(SSH_KEYGEN, ['-l', '-E', 'sha256', '-f', publicKeyFile], { encoding: 'utf8' });
  const value = line.split(' ')[1];
  if (!value?.startsWith('SHA256:')) throw new Error(`Unexpected ssh-keygen output: ${line}`);
  return value;
}

function sshdConfigText(files: {
  port: number;
  hostKeyFile: string;
  authorizedKeys: string;
  sessionScript: string;
}): string {
  return [
    `Port ${files.port}`,
    'ListenAddress 127.0.0.1',
    `HostKey ${files.hostKeyFile}`,
    'PidFile none',
    'UsePAM no',
    'StrictModes no',
    'PermitRootLogin yes',
    'PubkeyAuthentication yes',
    `AuthorizedKeysFile ${files.authorizedKeys}`,
    'PasswordAuthentication no',
    'KbdInteractiveAuthentication no',
    'X11Forwarding no',
    'PrintMotd no',
    'PrintLastLog no',
    'LogLevel VERBOSE',
    // The user's home is the system's (/root); every session goes through the script so it
    // starts in the peer's temp home instead. internal-sftp cannot run under a forced
    // command, so SFTP is Debian's sftp-server program started by the same script.
    `ForceCommand ${files.sessionScript}`,
    `Subsystem sftp ${SFTP_SERVER}`,
    '',
  ].join('\n');
}

function sessionScriptText(home: string): string {
  return [
    '#!/bin/sh',
    `export HOME='${home}'`,
    'cd "$HOME" || exit 1',
    'if [ -z "$SSH_ORIGINAL_COMMAND" ]; then exec "$SHELL" -l; fi',
    'exec /bin/sh -c "$SSH_ORIGINAL_COMMAND"',
    '',
  ].join('\n');
}
