/**
 * Keystroke echo through the remote session bridge: the round trip of one key typed in the
 * terminal page (a binary WebSocket frame) to the shell of a real OpenSSH sshd
 * (`@netfleet/test-peers`) and its echo back, over the loopback:
 *
 *   ws client → server (bridge) → ssh2 → sshd → bash → … → ws client
 *
 * beside the floor of the same keystrokes from an ssh2 client straight to the sshd (no browser
 * socket, no bridge), so the bridge's own cost shows. Each keystroke waits for its echo before
 * the next (a typing user, not a paste): `--keys` (default 600) characters and backspaces after
 * 20 of warm-up; p50/p95/p99 in ms. Budget: **p95 ≤ 20 ms** through the bridge.
 *
 * The server runs in a child process (PGlite in memory, a few demo devices), as the browser is
 * another process than the server.
 *
 *   pnpm --filter @netfleet/bench bench:remote-echo [-- --keys 1000 --strict]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Client } from 'ssh2';
import WebSocket from 'ws';
import { call, percentile, signIn } from './support/httpLoad.js';

const here = fileURLToPath(import.meta.url);

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    keys: { type: 'string', default: '600' },
    strict: { type: 'boolean', default: false },
    role: { type: 'string', default: 'bench' },
  },
});
const KEYS = Math.max(500, Number(values.keys) || 600);
const WARM_UP = 20;
const BUDGET_P95_MS = 20;
const USER = 'admin@netfleet.test';

interface Peer {
  host: string;
  port: number;
  username: string;
  privateKey: string;
}
type Message = { type: 'ready'; port: number; peer: Peer } | { type: 'failed'; message: string };

/** Child: the reference server and the sshd. */
async function serve(): Promise<void> {
  const { buildServer } = await import('@netfleet/server');
  const { startSshd } = await import('@netfleet/test-peers');
  const peer = await startSshd();
  const server = await buildServer({
    dataDir: 'memory',
    demo: { deviceCount: 5 },
    telemetry: { jobs: false },
    signInSecondFactor: false,
    logger: false,
  });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.on('disconnect', async () => {
    await server.close();
    await peer.stop();
    process.exit(0);
  });
  const { host, port, username, privateKey } = peer;
  process.send?.({
    type: 'ready',
    port: Number(new URL(address).port),
    peer: { host, port, username, privateKey },
  } satisfies Message);
}

function ready(child: ChildProcess): Promise<Extract<Message, { type: 'ready' }>> {
  return new Promise((done, fail) => {
    child.once('message', (message: Message) =>
      message.type === 'ready' ? done(message) : fail(new Error(message.message)),
    );
    child.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
  });
}

/** A terminal: send keys, and read what came back since the last key. */
interface Terminal {
  send(key: string): void;
  output: { text: string };
  close(): void;
}

/** Types each key, waits for its echo, and returns the round trips in ms. */
async function typeKeys(terminal: Terminal): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < KEYS + WARM_UP; i += 1) {
    // A letter, then a backspace (echoed as `\b \b` or `\b\x1b[K`), so the line stays short.
    const key = i % 2 === 0 ? String.fromCharCode(97 + ((i / 2) % 26)) : '\x7f';
    const expected = i % 2 === 0 ? key : '\b';
    terminal.output.text = '';
    const started = performance.now();
    terminal.send(key);
    await until(
      () => terminal.output.text.includes(expected),
      () => `the echo of ${JSON.stringify(key)}`,
    );
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Polls `done` on every turn of the event loop (no timer resolution in the figures). */
function until(done: () => boolean, what: () => string, ms = 10_000): Promise<void> {
  const deadline = performance.now() + ms;
  return new Promise((resolve, reject) => {
    const check = () => {
      if (done()) return resolve();
      if (performance.now() > deadline) return reject(new Error(`no ${what()}`));
      setImmediate(check);
    };
    check();
  });
}

/** The shell through the bridge, as the terminal page opens it. */
async function bridgeTerminal(port: number, peer: Peer): Promise<Terminal> {
  const user = await signIn(port, USER);
  const json = async (method: string, path: string, body: unknown, status: number) => {
    const answer = await call(port, path, {
      method,
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} ${answer.body}`);
    return JSON.parse(answer.body.toString()) as { data: Record<string, unknown> & { id: number }[] };
  };
  const devices = await json('GET', '/api/devices?limit=1', undefined, 200);
  const entry = await json(
    'POST',
    '/api/devices/remote-access',
    {
      device_id: devices.data[0]?.id,
      name: 'Bench shell',
      protocol: 'ssh',
      destination: peer.host,
      port: peer.port,
      username: peer.username,
      private_key: peer.privateKey,
    },
    201,
  );
  const started = await json('POST', '/api/remote/sessions', { access_id: entry.data.id }, 201);
  const ticket = String(started.data.ticket);
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/remote/bridge?ticket=${ticket}`, {
    origin: `http://127.0.0.1:${port}`,
  });
  const output = { text: '' };
  let opened = false;
  let closed = '';
  socket.on('message', (data: Buffer, isBinary) => {
    if (isBinary) {
      output.text += data.toString('latin1');
      return;
    }
    const said = JSON.parse(data.toString()) as { type: string; known?: string; message?: string };
    if (said.type === 'hello') socket.send(JSON.stringify({ type: 'start', cols: 120, rows: 40 }));
    if (said.type === 'hostkey' && said.known === 'new')
      socket.send(JSON.stringify({ type: 'hostkey', accept: true }));
    if (said.type === 'ready') opened = true;
    if (said.type === 'closed') closed = said.message ?? 'closed';
  });
  socket.on('close', (code) => {
    closed ||= `closed ${code}`;
  });
  await until(
    () => opened || closed !== '',
    () => 'ready',
  );
  if (!opened) throw new Error(`the bridge did not open: ${closed}`);
  await until(
    () => /[#$] $/.test(output.text),
    () => 'prompt',
  );
  return {
    send: (key) => socket.send(Buffer.from(key), { binary: true }),
    output,
    close: () => socket.close(),
  };
}

/** The shell straight from an ssh2 client: the floor without browser socket and bridge. */
function directTerminal(peer: Peer): Promise<Terminal> {
  return new Promise((resolve, reject) => {
    const client = new Client();
    const output = { text: '' };
    client.once('error', reject);
    client.once('ready', () =>
      client.shell({ term: 'xterm-256color', cols: 120, rows: 40 }, (error, stream) => {
        if (error) return reject(error);
        stream.on('data', (chunk: Buffer) => {
          output.text += chunk.toString('latin1');
        });
        void until(
          () => /[#$] $/.test(output.text),
          () => 'prompt',
        ).then(() =>
          resolve({
            send: (key) => stream.write(key),
            output,
            close: () => client.end(),
          }),
        );
      }),
    );
    // Nagle off, as the bridge's link has it: else a lone keystroke waits for a delayed ACK.
    const sock = connect(peer.port, peer.host, () => {
      sock.setNoDelay(true);
      client.connect({ sock, username: peer.username, privateKey: peer.privateKey });
    });
    sock.once('error', reject);
  });
}

function report(name: string, times: number[], budget?: number): boolean {
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((p) => percentile(times, p).toFixed(2));
  const pass = budget === undefined || percentile(times, 0.95) <= budget;
  const verdict = budget === undefined ? '(floor)' : `(budget p95 ≤ ${budget} ms) ${pass ? 'ok' : 'MISSED'}`;
  console.log(`${name}: p50 ${p50} ms, p95 ${p95} ms, p99 ${p99} ms over ${times.length} keys ${verdict}`);
  return pass;
}

async function main(): Promise<void> {
  console.log(`remote-echo: ${KEYS} keystrokes, each waiting for its echo, on the loopback`);
  const child = fork(here, ['--role', 'server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let pass = true;
  try {
    const { port, peer } = await ready(child);
    const direct = await directTerminal(peer);
    const floor = await typeKeys(direct);
    direct.close();
    const bridged = await bridgeTerminal(port, peer);
    const through = await typeKeys(bridged);
    bridged.close();
    report('ssh2 → sshd, no bridge', floor);
    pass = report('WebSocket → bridge → ssh2 → sshd', through, BUDGET_P95_MS);
    const extra = percentile(through, 0.5) - percentile(floor, 0.5);
    console.log(`the bridge adds ${extra.toFixed(2)} ms at the median`);
  } finally {
    child.disconnect();
  }
  if (!pass && values.strict) process.exitCode = 1;
}

if (values.role === 'server') {
  serve().catch((error: unknown) => {
    process.send?.({ type: 'failed', message: String(error) } satisfies Message);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
