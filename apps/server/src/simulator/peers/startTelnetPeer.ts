import { createServer, type Socket } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import type { createDemoDeviceStore } from './createDemoDeviceStore.js';
import { createDemoTerminal } from './createDemoTerminal.js';
import { createLineEditor } from './createLineEditor.js';
import { createTelnetCodec, escapeTelnet } from './createTelnetCodec.js';
import { isDemoLogin } from './demoCredentials.js';
import { type DemoDevice, hostnameOf } from './demoDevice.js';
import { createDemoShell } from './demoShell.js';
import { type ListeningPeer, listenOnLoopback } from './listenOnLoopback.js';
import { readDeviceLine } from './readDeviceLine.js';

/** Sign-in attempts before the connection is closed, as login(1) does. */
const LOGIN_ATTEMPTS = 3;

/**
 * The demo devices' telnet server: option negotiation (WILL ECHO, WILL SUPPRESS-GO-AHEAD,
 * DO NAWS), then `login:` and `Password:` (root / netfleet-demo), then the device's shell.
 */
export async function startTelnetPeer(options: {
  store: ReturnType<typeof createDemoDeviceStore>;
  now?: () => number;
}): Promise<ListeningPeer> {
  const sockets = new Set<Socket>();
  const listener = createServer({ pauseOnConnect: true }, async (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const device = await readDeviceLine(socket);
    serveTelnet(socket, device, options);
    socket.resume();
  });
  return listenOnLoopback(listener, sockets);
}

function serveTelnet(
  socket: Socket,
  device: DemoDevice,
  options: { store: ReturnType<typeof createDemoDeviceStore>; now?: () => number },
): void {
  const write = (text: string) => {
    if (!socket.destroyed) socket.write(escapeTelnet(text));
  };
  const decoder = new StringDecoder('utf8');
  let onInput: (bytes: Buffer) => void = () => {};
  const codec = createTelnetCodec({
    send: (bytes) => socket.write(bytes),
    data: (bytes) => onInput(bytes),
    resize: () => {},
  });
  socket.on('data', (chunk: Buffer) => codec.receive(chunk));
  codec.start();

  // Login: a line editor of its own, the password line not echoed.
  let username = '';
  let attempts = 0;
  const hostname = hostnameOf(device);
  // A client that refused our echo (DONT ECHO) echoes locally: ours would double it.
  const echo = (text: string) => {
    if (codec.echoing()) write(text);
  };
  const login = createLineEditor({
    echo,
    line: (text) => {
      if (!username) {
        username = text.trim();
        if (!username) return write(`${hostname} login: `);
        login.setHidden(true);
        return write('Password: ');
      }
      login.setHidden(false);
      if (isDemoLogin(username, text)) return startShell();
      attempts += 1;
      username = '';
      write('\r\nLogin incorrect\r\n');
      if (attempts >= LOGIN_ATTEMPTS) return socket.end();
      write(`${hostname} login: `);
    },
    interrupt: () => {
      username = '';
      login.setHidden(false);
      write(`${hostname} login: `);
    },
    eof: () => socket.end(),
  });
  onInput = (bytes) => login.feed(decoder.write(bytes));
  write(`\r\n${hostname} login: `);

  function startShell() {
    const state = options.store.get(device);
    const shell = createDemoShell({ device, fs: state.fs, bootedAt: state.bootedAt, now: options.now });
    onInput = createDemoTerminal(shell, { write, echo, end: () => socket.end() });
  }
}
