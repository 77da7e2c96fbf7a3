import { connect, type Socket } from 'node:net';
import { Client, type ClientChannel, type ConnectConfig, type SFTPWrapper } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEVICE_PASSWORD } from './demoCredentials.js';
import { type DemoDevice, formatDeviceLine } from './demoDevice.js';
import { type DemoPeers, startDemoPeers } from './startDemoPeers.js';

const DEVICE: DemoDevice = { serial: '1100000042', name: 'Bergen RUT241', model: 'RUT241' };

let peers: DemoPeers;
beforeAll(async () => {
  peers = await startDemoPeers({ capBytes: 64 * 1024 });
});
afterAll(() => peers.close());

/** A connection to a peer as the server's device link opens it: the device line first. */
function linkSocket(port: number, device = DEVICE): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(formatDeviceLine(device));
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

async function sshClient(config: Partial<ConnectConfig> = {}, typed?: string): Promise<Client> {
  const sock = await linkSocket(peers.ssh);
  return new Promise((resolve, reject) => {
    const client = new Client();
    // keyboard-interactive: the peer asks one question, the password.
    client.on('keyboard-interactive', (_name, _instructions, _lang, prompts, finish) => {
      expect(prompts).toEqual([{ prompt: 'Password: ', echo: false }]);
      finish([typed ?? '']);
    });
    client.once('ready', () => resolve(client));
    client.once('error', reject);
    client.connect({ sock, username: 'root', password: DEMO_DEVICE_PASSWORD, ...config });
  });
}

function exec(client: Client, command: string): Promise<{ output: string; code: number }> {
  return new Promise((resolve, reject) =>
    client.exec(command, (error, stream) => {
      if (error) return reject(error);
      let output = '';
      let code = -1;
      stream.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
      });
      stream.on('exit', (status: number) => {
        code = status;
      });
      stream.on('close', () => resolve({ output, code }));
    }),
  );
}

async function until(read: () => string, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!pattern.test(read())) {
    if (Date.now() > deadline) throw new Error(`No ${pattern} in ${JSON.stringify(read())}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the demo SSH peer', () => {
  it('signs in with the demo password and runs commands for the device the link names', async () => {
    const client = await sshClient();
    expect(await exec(client, 'echo $((6*7))')).toEqual({ output: '42\n', code: 0 });
    expect((await exec(client, 'hostname; echo $USER')).output).toBe('Bergen-RUT241\nroot\n');
    expect(await exec(client, 'frobnicate')).toEqual({ output: '-ash: frobnicate: not found\n', code: 127 });
    client.end();
  });

  it('serves a connection without the device line (ssh -p by hand) as a default device', async () => {
    const client = await new Promise<Client>((resolve, reject) => {
      const direct = new Client();
      direct.once('ready', () => resolve(direct));
      direct.once('error', reject);
      direct.connect({
        host: '127.0.0.1',
        port: peers.ssh,
        username: 'root',
        password: DEMO_DEVICE_PASSWORD,
      });
    });
    expect((await exec(client, 'hostname')).output).toBe('RUTX11\n');
    client.end();
  });

  it('refuses a wrong password, and signs in by keyboard-interactive', async () => {
    await expect(sshClient({ password: 'wrong' })).rejects.toThrow(/authentication methods failed/);
    const client = await sshClient({ password: undefined, tryKeyboard: true }, DEMO_DEVICE_PASSWORD);
    client.end();
    await expect(sshClient({ password: undefined, tryKeyboard: true }, 'wrong')).rejects.toThrow(
      /authentication methods failed/,
    );
  });

  it('runs an interactive shell on a pty: prompt, echo, backspace, exit', async () => {
    const client = await sshClient();
    const channel = await new Promise<ClientChannel>((resolve, reject) =>
      client.shell({ term: 'xterm-256color', cols: 100, rows: 30 }, (error, stream) =>
        error ? reject(error) : resolve(stream),
      ),
    );
    let screen = '';
    channel.on('data', (chunk: Buffer) => {
      screen += chunk.toString('utf8');
    });
    await until(() => screen, /root@Bergen-RUT241:~# $/);
    channel.write('echo $((6*7))x\x7f\r');
    await until(() => screen, /\r\n42\r\nroot@Bergen-RUT241:~# $/);
    const closed = new Promise((resolve) => channel.once('close', resolve));
    channel.write('exit\r');
    await closed;
    expect(screen).toContain('logout');
    client.end();
  });

  it('serves SFTP on the same files the shell sees, within the storage budget', async () => {
    const client = await sshClient();
    const sftp = await new Promise<SFTPWrapper>((resolve, reject) =>
      client.sftp((error, wrapper) => (error ? reject(error) : resolve(wrapper))),
    );
    const call = <T>(run: (done: (error: Error | null | undefined, value?: T) => void) => void) =>
      new Promise<T>((resolve, reject) =>
        run((error, value) => (error ? reject(error) : resolve(value as T))),
      );
    const names = await call<{ filename: string }[]>((done) => sftp.readdir('/etc/config', done));
    expect(names.map((entry) => entry.filename).sort()).toEqual([
      'firewall',
      'network',
      'system',
      'wireless',
    ]);
    expect(await call<string>((done) => sftp.realpath('.', done))).toBe('/root');
    await call((done) => sftp.writeFile('/tmp/hello.txt', 'from sftp', done));
    expect((await exec(client, 'cat /tmp/hello.txt')).output).toBe('from sftp');
    await call((done) => sftp.rename('/tmp/hello.txt', '/root/hello.txt', done));
    expect((await exec(client, 'ls ~')).output).toBe('README.txt  hello.txt\n');
    await expect(
      call((done) => sftp.writeFile('/tmp/big.bin', Buffer.alloc(80 * 1024), done)),
    ).rejects.toThrow('No space left on device');
    await expect(call((done) => sftp.stat('/nope', done))).rejects.toThrow('No such file');
    client.end();
  });
});

const IAC = 255;
const WILL = 251;
const DO = 253;
const SB = 250;
const SE = 240;

describe('the demo telnet peer', () => {
  it('negotiates echo and window size, asks login and password, then runs the shell', async () => {
    const socket = await linkSocket(peers.telnet);
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
    });
    const text = () => received.toString('latin1');
    await until(text, /login: $/);
    expect([...received.subarray(0, 9)]).toEqual([IAC, WILL, 1, IAC, WILL, 3, IAC, DO, 31]);
    // Accept the server's echo, offer the window size.
    socket.write(Buffer.from([IAC, DO, 1, IAC, DO, 3, IAC, WILL, 31, IAC, SB, 31, 0, 100, 0, 30, IAC, SE]));
    socket.write('root\r\n');
    await until(text, /Password: $/);
    socket.write('guess\r\n');
    await until(text, /Login incorrect\r\nBergen-RUT241 login: $/);
    expect(text()).not.toContain('guess');
    socket.write(`root\r\n${DEMO_DEVICE_PASSWORD}\r\n`);
    await until(text, /root@Bergen-RUT241:~# $/);
    socket.write('echo $((6*7))\r\0');
    await until(text, /echo \$\(\(6\*7\)\)\r\n42\r\nroot@Bergen-RUT241:~# $/);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write('exit\r\n');
    await closed;
  });
});
