import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { Client, type SFTPWrapper } from 'ssh2';

// Test support: a real OpenSSH sshd on a free port, for the SFTP modules' tests. A stand-in
// until `@netfleet/test-peers` (startSshd) is in the workspace; the same shape, so the tests
// switch by changing one import.

/** A running sshd of the tests. */
export interface TestSshd {
  host: string;
  port: number;
  username: string;
  privateKey: string;
  /** A temp folder the tests may fill. */
  home: string;
  stop(): Promise<void>;
}

const SSHD = '/usr/sbin/sshd';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('data', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts `sshd -D` with its own host key and one authorised key, login as the current user. */
export async function startTestSshd(): Promise<TestSshd> {
  if (!existsSync(SSHD)) throw new Error('sshd is missing: install the Debian package openssh-server');
  // sshd refuses to start without its privilege separation folder, which Debian's service
  // creates at boot; a container or CI runner without the service has none.
  mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const dir = mkdtempSync(join(tmpdir(), 'nf-sftp-sshd-'));
  const home = join(dir, 'home');
  mkdirSync(home);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'host_key')]);
  execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'user_key')]);
  writeFileSync(join(dir, 'authorized_keys'), readFileSync(join(dir, 'user_key.pub')));
  const port = await freePort();
  writeFileSync(
    join(dir, 'sshd_config'),
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(dir, 'host_key')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      'PidFile none',
      'UsePAM no',
      'StrictModes no',
      'PermitRootLogin yes',
      'PasswordAuthentication no',
      'Subsystem sftp internal-sftp',
      'LogLevel ERROR',
    ].join('\n'),
  );
  const child = spawn(SSHD, ['-D', '-e', '-f', join(dir, 'sshd_config')], { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`sshd did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    host: '127.0.0.1',
    port,
    username: userInfo().username,
    privateKey: readFileSync(join(dir, 'user_key'), 'utf8'),
    home,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An ssh2 client signed in to `sshd` with its SFTP channel open. */
export async function openTestSftp(sshd: TestSshd): Promise<{ sftp: SFTPWrapper; client: Client }> {
  const client = new Client();
  await new Promise<void>((resolve, reject) => {
    client.once('ready', resolve).once('error', reject);
    client.connect({
      host: sshd.host,
      port: sshd.port,
      username: sshd.username,
      privateKey: sshd.privateKey,
    });
  });
  const sftp = await new Promise<SFTPWrapper>((resolve, reject) =>
    client.sftp((error, channel) => (error ? reject(error) : resolve(channel))),
  );
  return { sftp, client };
}
