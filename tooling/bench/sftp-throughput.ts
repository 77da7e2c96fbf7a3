/**
 * SFTP through the files app's path: a 64 MB upload (`POST /api/remote/sessions/{id}/sftp/upload`,
 * multipart) and its download (`GET …/sftp/file`) over HTTP on the loopback, through the reference
 * server's SFTP routes, its ssh2 session and a real OpenSSH sshd (`@netfleet/test-peers`). Printed
 * in MB/s against the budget (≥ 50 MB/s each way), the best and the median of `--runs` (default
 * 3); the downloaded bytes are checked against the uploaded ones.
 *
 * The server runs in a child process (PGlite in memory, a few demo devices) so that this
 * process's HTTP client does not share its event loop. The session is opened as the files app
 * opens one: an SFTP entry with the peer's key, `POST /api/remote/sessions`, the bridge
 * WebSocket with `start` and the host key accepted (the child opens the socket in-process with
 * `injectWS`; the ticket is the credential).
 *
 *   pnpm --filter @netfleet/bench bench:sftp [-- --runs 5 --mb 64 --strict]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { call, signIn } from './support/httpLoad.js';

const here = fileURLToPath(import.meta.url);

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    runs: { type: 'string', default: '3' },
    mb: { type: 'string', default: '64' },
    strict: { type: 'boolean', default: false },
    role: { type: 'string', default: 'bench' },
  },
});
const RUNS = Math.max(1, Number(values.runs) || 3);
const MEGABYTES = Math.max(1, Number(values.mb) || 64);
const BUDGET_MB_S = 50;
const USER = 'admin@netfleet.test';
const BOUNDARY = '----netfleet-sftp-bench';

type Message =
  | {
      type: 'ready';
      port: number;
      peer: { host: string; port: number; username: string; privateKey: string; home: string };
    }
  | { type: 'bridge'; ticket: string; origin: string }
  | { type: 'open' }
  | { type: 'failed'; message: string };

/** To the parent, while it listens (the server's end closes the bridge after it has gone). */
const tell = (message: Message) => {
  if (process.connected) process.send?.(message);
};

/** Child: the reference server and the sshd; opens the bridge of a ticket the parent sends. */
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
  const sockets: unknown[] = [];
  process.on('message', async (message: Message) => {
    if (message.type !== 'bridge') return;
    try {
      const socket = await server.app.injectWS(
        `/api/remote/bridge?ticket=${encodeURIComponent(message.ticket)}`,
        // injectWS sends no Host header; a browser always does (the bridge checks the origin against it).
        { headers: { origin: message.origin, host: new URL(message.origin).host } },
      );
      sockets.push(socket);
      socket.on('close', (code) =>
        tell({ type: 'failed', message: `the bridge closed with ${code}` } satisfies Message),
      );
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        const said = JSON.parse(data.toString()) as { type: string; known?: string; message?: string };
        if (said.type === 'hello') socket.send(JSON.stringify({ type: 'start' }));
        if (said.type === 'hostkey' && said.known === 'new')
          socket.send(JSON.stringify({ type: 'hostkey', accept: true }));
        if (said.type === 'ready') tell({ type: 'open' } satisfies Message);
        if (said.type === 'closed')
          tell({ type: 'failed', message: said.message ?? 'closed' } satisfies Message);
      });
    } catch (error) {
      tell({ type: 'failed', message: String(error) } satisfies Message);
    }
  });
  const stop = async () => {
    await server.close();
    await peer.stop();
    process.exit(0);
  };
  process.on('disconnect', stop);
  tell({
    type: 'ready',
    port: Number(new URL(address).port),
    peer: {
      host: peer.host,
      port: peer.port,
      username: peer.username,
      privateKey: peer.privateKey,
      home: peer.home,
    },
  } satisfies Message);
}

function next<T extends Message['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<Message, { type: T }>> {
  return new Promise((done, fail) => {
    const onMessage = (message: Message) => {
      if (message.type === 'failed') fail(new Error(message.message));
      if (message.type !== type) return;
      child.off('message', onMessage);
      done(message as Extract<Message, { type: T }>);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
  });
}

/** One JSON API call; throws unless the status is the expected one. */
async function api(
  port: number,
  headers: Record<string, string>,
  method: string,
  path: string,
  body: unknown,
  status: number,
) {
  const answer = await call(port, path, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} ${answer.body}`);
  return JSON.parse(answer.body.toString()) as { data: Record<string, unknown> };
}

/** Uploads `data` as the multipart file `name`, streamed in 1 MB writes; resolves with the seconds. */
function upload(port: number, headers: Record<string, string>, path: string, data: Buffer): Promise<number> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          if (res.statusCode !== 200)
            return fail(new Error(`upload: ${res.statusCode} ${Buffer.concat(chunks)}`));
          done((performance.now() - started) / 1000);
        });
      },
    );
    req.on('error', fail);
    req.write(
      `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="bench.bin"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    );
    for (let at = 0; at < data.length; at += 1 << 20) req.write(data.subarray(at, at + (1 << 20)));
    req.end(`\r\n--${BOUNDARY}--\r\n`);
  });
}

/** Downloads `path`, hashing as it comes; resolves with the seconds and the SHA-256. */
function download(
  port: number,
  headers: Record<string, string>,
  path: string,
): Promise<{ seconds: number; sha: string }> {
  const started = performance.now();
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      if (res.statusCode !== 200) return fail(new Error(`download: ${res.statusCode}`));
      res.on('data', (chunk: Buffer) => hash.update(chunk));
      res.on('end', () => done({ seconds: (performance.now() - started) / 1000, sha: hash.digest('hex') }));
    })
      .on('error', fail)
      .end();
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');

async function main(): Promise<void> {
  console.log(
    `sftp-throughput: ${MEGABYTES} MB each way, ${RUNS} runs, HTTP → server → ssh2 → OpenSSH on the loopback`,
  );
  const child = fork(here, ['--role', 'server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let missed = false;
  try {
    const { port, peer } = await next(child, 'ready');
    const user = await signIn(port, USER);
    const devices = JSON.parse(
      (await call(port, '/api/devices?limit=1', { headers: user.headers })).body.toString(),
    ) as {
      data: { id: number }[];
    };
    const entry = await api(
      port,
      user.headers,
      'POST',
      '/api/devices/remote-access',
      {
        device_id: devices.data[0]?.id,
        name: 'Bench files',
        protocol: 'sftp',
        destination: peer.host,
        port: peer.port,
        username: peer.username,
        private_key: peer.privateKey,
      },
      201,
    );
    const started = await api(
      port,
      user.headers,
      'POST',
      '/api/remote/sessions',
      { access_id: entry.data.id, app: 'files' },
      201,
    );
    const opened = next(child, 'open');
    child.send({
      type: 'bridge',
      ticket: String(started.data.ticket),
      origin: user.headers.origin ?? '',
    } satisfies Message);
    await opened;
    const base = `/api/remote/sessions/${started.data.session_id}/sftp`;
    const data = randomBytes(MEGABYTES * 1024 * 1024);
    const sha = createHash('sha256').update(data).digest('hex');
    const up: number[] = [];
    const down: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const seconds = await upload(
        port,
        user.headers,
        `${base}/upload?${new URLSearchParams({ path: peer.home })}`,
        data,
      );
      up.push(MEGABYTES / seconds);
      const got = await download(
        port,
        user.headers,
        `${base}/file?${new URLSearchParams({ path: `${peer.home}/bench.bin` })}`,
      );
      if (got.sha !== sha) throw new Error('the downloaded bytes differ from the uploaded ones');
      down.push(MEGABYTES / got.seconds);
      console.log(
        `run ${run + 1}: upload ${up[run]?.toFixed(0)} MB/s, download ${down[run]?.toFixed(0)} MB/s`,
      );
    }
    for (const [name, figures] of [
      ['upload', up],
      ['download', down],
    ] as const) {
      const pass = median(figures) >= BUDGET_MB_S;
      missed ||= !pass;
      console.log(
        `${name}: median ${median(figures).toFixed(0)} MB/s, best ${Math.max(...figures).toFixed(0)} MB/s (budget ≥ ${BUDGET_MB_S} MB/s) ${ok(pass)}`,
      );
    }
  } finally {
    child.disconnect();
  }
  if (missed && values.strict) process.exitCode = 1;
}

if (values.role === 'server') {
  serve().catch((error) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
