import { createServer, type Server as NetServer, type Socket } from 'node:net';
import ssh2, { type AuthContext, type Connection, type ServerChannel, type Session } from 'ssh2';
import type { createDemoDeviceStore } from './createDemoDeviceStore.js';
import { createDemoTerminal } from './createDemoTerminal.js';
import { isDemoLogin } from './demoCredentials.js';
import { ANONYMOUS_DEVICE, type DemoDevice } from './demoDevice.js';
import { createDemoShell } from './demoShell.js';
import { type ListeningPeer, listenOnLoopback } from './listenOnLoopback.js';
import { readDeviceLine } from './readDeviceLine.js';
import { serveDemoSftp } from './serveDemoSftp.js';

/**
 * The demo devices' SSH server (ssh2): password and keyboard-interactive sign-in as
 * root / netfleet-demo, a shell on a pty (or without one), exec of one command line, and the
 * SFTP subsystem, all on the device's in-memory files. Which device a connection is for comes
 * from the line the server's device link writes first ({@link readDeviceLine}).
 */
export async function startSshPeer(options: {
  hostKey: string;
  store: ReturnType<typeof createDemoDeviceStore>;
  now?: () => number;
}): Promise<ListeningPeer> {
  // Native ESM sees only some of ssh2's CommonJS names; `Server` comes from the default export.
  const ssh = new ssh2.Server({ hostKeys: [options.hostKey], ident: 'dropbear' }, () => {});
  // ssh2 names a connection's socket only by its address: the device of each accepted
  // socket by its remote port (unique among 127.0.0.1's open connections).
  const devices = new Map<number, DemoDevice>();
  ssh.on('connection', (client: Connection, info: { port: number }) => {
    const device = devices.get(info.port) ?? ANONYMOUS_DEVICE;
    client.on('error', () => client.end());
    client.on('authentication', (context) => authenticate(context));
    client.on('ready', () => client.on('session', (accept) => serveSession(accept(), device, options)));
  });
  const sockets = new Set<Socket>();
  // Our own listener reads the device line, then hands the socket to ssh2.
  const listener: NetServer = createServer({ pauseOnConnect: true }, async (socket) => {
    const remotePort = socket.remotePort ?? 0;
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      devices.delete(remotePort);
    });
    socket.on('error', () => socket.destroy());
    devices.set(remotePort, await readDeviceLine(socket));
    ssh.injectSocket(socket);
    socket.resume();
  });
  return listenOnLoopback(listener, sockets);
}

function authenticate(context: AuthContext): void {
  if (context.method === 'password') {
    if (isDemoLogin(context.username, context.password)) context.accept();
    else context.reject();
  } else if (context.method === 'keyboard-interactive') {
    context.prompt([{ prompt: 'Password: ', echo: false }], 'Netfleet demo device', (answers) => {
      if (isDemoLogin(context.username, answers[0] ?? '')) context.accept();
      else context.reject();
    });
  } else {
    context.reject(['password', 'keyboard-interactive']);
  }
}

function serveSession(
  session: Session,
  device: DemoDevice,
  options: { store: ReturnType<typeof createDemoDeviceStore>; now?: () => number },
): void {
  const state = options.store.get(device);
  const shellOf = () => createDemoShell({ device, fs: state.fs, bootedAt: state.bootedAt, now: options.now });
  let pty = false;
  session.on('pty', (accept) => {
    pty = true;
    accept?.();
  });
  session.on('window-change', (accept) => accept?.());
  session.on('env', (accept) => accept?.());
  session.on('shell', (accept) => {
    const channel = accept();
    const finish = (code: number) => endChannel(channel, code);
    const input = createDemoTerminal(shellOf(), {
      write: (text) => channel.write(pty ? text : text.replace(/\r\n/g, '\n')),
      end: finish,
    });
    channel.on('data', input);
  });
  session.on('exec', (accept, _reject, info) => {
    const channel = accept();
    const result = shellOf().run(info.command);
    channel.write(pty ? result.output.replace(/\r?\n/g, '\r\n') : result.output);
    endChannel(channel, result.code);
  });
  session.on('sftp', (accept) => serveDemoSftp(accept(), state.fs));
}

function endChannel(channel: ServerChannel, code: number): void {
  channel.exit(code);
  channel.end();
}
