/**
 * The cost of every request on the reference server (PGlite in memory, 500 demo devices), each
 * figure beside its floor measured in the same run: requests/s of a static file, a route
 * without the database, `GET /api/user` and the first page of `GET /api/devices` (8 keep-alive
 * connections); how long a route without the database waits while a slow query runs; the
 * server's memory beside an empty PGlite; socket connects/s beside bare socket.io; the main
 * chunk's bytes on the wire. The server runs in a child process, so the load generator does
 * not share its event loop.
 *
 *   pnpm --filter @netfleet/bench bench:server [-- --seconds 5 --strict]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CONSOLE_DIST } from '@netfleet/e2e';
import { call, type LoadResult, load, signIn } from './support/httpLoad.js';

const here = fileURLToPath(import.meta.url);
// socket.io, its client and PGlite are the server's dependencies: resolve them from there.
const fromServer = createRequire(resolve(here, '../../../apps/server/package.json'));

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '4' },
    strict: { type: 'boolean', default: false },
    role: { type: 'string', default: 'bench' },
  },
});
const SECONDS = Math.max(1, Number(values.seconds) || 4);
const CONNECTIONS = 8;
const SOCKETS = 400;
const BENCH_USER = 'nomfa@netfleet.test';

const BUDGET = {
  userPerSecond: 1_500,
  /** A route without the database may wait this long behind a 1 s query (ms, p99). */
  stallMs: 100,
  /** What the server adds on top of an empty PGlite (MiB). */
  memoryOverPgliteMiB: 100,
  /** Socket connects/s at least this fraction of bare socket.io's. */
  socketShare: 0.5,
};

type Message = { type: 'ready'; port: number; barePort: number } | { type: 'memory'; rssMiB: number };

/** Child: the server (or an empty PGlite, or bare socket.io) that the parent measures. */
async function serve(role: string): Promise<void> {
  const send = (message: Message) => process.send?.(message);
  const memory = () => {
    (globalThis as { gc?: () => void }).gc?.();
    send({ type: 'memory', rssMiB: process.memoryUsage().rss / 1024 / 1024 });
  };
  if (role === 'pglite') {
    // The same settings as the server's: PGlite in memory in a worker thread, as openDatabase opens it.
    const { openPgliteWorker } = await import('@netfleet/server');
    const client = await openPgliteWorker({});
    await client.query('select 1');
    process.on('message', () => memory());
    send({ type: 'ready', port: 0, barePort: 0 });
    return;
  }
  const { buildServer } = await import('@netfleet/server');
  type Query = Parameters<Awaited<ReturnType<typeof buildServer>>['db']['execute']>[0];
  const { sql } = fromServer('drizzle-orm') as { sql: (text: TemplateStringsArray) => Query };
  const server = await buildServer({
    dataDir: 'memory',
    demo: { deviceCount: 500 },
    consoleDir: existsSync(join(CONSOLE_DIST, 'index.html')) ? CONSOLE_DIST : null,
    logger: false,
  });
  // Bench only: a query that takes a second, as a search over a huge fleet does.
  server.app.get('/bench/slow', async () => {
    await server.db.execute(sql`select pg_sleep(1)`);
    return { slept: true };
  });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  // Bare socket.io on its own HTTP server in the same process: the floor of socket connects.
  const { createServer } = await import('node:http');
  const { Server } = fromServer('socket.io') as {
    Server: new (
      server: ReturnType<typeof createServer>,
      options: { path: string; serveClient: boolean },
    ) => unknown;
  };
  const bare = createServer();
  new Server(bare, { path: '/status/socket.io', serveClient: false });
  await new Promise<void>((done) => bare.listen(0, '127.0.0.1', done));
  process.on('message', () => memory());
  send({
    type: 'ready',
    port: Number(new URL(address).port),
    barePort: (bare.address() as AddressInfo).port,
  });
}

function start(role: string): Promise<{ child: ChildProcess; ready: Extract<Message, { type: 'ready' }> }> {
  const child = fork(here, ['--role', role], {
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    child.once('message', (message: Message) => {
      if (message.type === 'ready') done({ child, ready: message });
    });
    child.once('exit', (code) => fail(new Error(`${role} exited with ${code}`)));
  });
}

function askMemory(child: ChildProcess): Promise<number> {
  return new Promise((done) => {
    child.once('message', (message: Message) => {
      if (message.type === 'memory') done(message.rssMiB);
    });
    child.send('memory');
  });
}

/** `CONNECTIONS` keep-alive loops on `path` for `seconds`: requests/s and latency percentiles. */
const measure = (port: number, path: string, headers: Record<string, string> = {}, seconds = SECONDS) =>
  load(port, path, { connections: CONNECTIONS, headers, seconds });

/** Signs `BENCH_USER` in: the session cookie. */
const session = async (port: number) => (await signIn(port, BENCH_USER)).session;

/**
 * Connects and closes `SOCKETS` sockets, `CONNECTIONS` at a time (one session each: the server
 * caps the sockets of one session): connects per second.
 */
async function socketConnects(port: number, cookies: string[]): Promise<number> {
  const { io } = fromServer('socket.io-client') as {
    io(
      uri: string,
      options: Record<string, unknown>,
    ): { once(event: string, listener: (error?: unknown) => void): void; disconnect(): void };
  };
  const origin = `http://127.0.0.1:${port}`;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, lane) => {
      while (next < SOCKETS) {
        next += 1;
        const socket = io(origin, {
          path: '/status/socket.io',
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
          extraHeaders: { cookie: cookies[lane % cookies.length] ?? '', origin },
        });
        await new Promise<void>((done, fail) => {
          socket.once('connect', () => done());
          socket.once('connect_error', fail);
        });
        socket.disconnect();
      }
    }),
  );
  return SOCKETS / ((performance.now() - started) / 1000);
}

const failures: string[] = [];
const verdict = (label: string, ok: boolean) => {
  if (!ok) failures.push(label);
  return ok ? 'ok' : 'MISSED';
};
const rate = (value: number) => `${Math.round(value).toLocaleString('en')}/s`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const figure = (result: LoadResult) =>
  `${rate(result.perSecond)} (p50 ${ms(result.p50)}, p99 ${ms(result.p99)}${result.failures ? `, ${result.failures} failed` : ''})`;

async function bench(): Promise<void> {
  const { child, ready } = await start('server');
  const { port, barePort } = ready;
  try {
    // Idle, as an operator sees it after the start (demo data seeded, no traffic yet).
    const idleMiB = await askMemory(child);
    const cookie = await session(port);
    const auth = { cookie };
    console.log(
      `Netfleet server cost (PGlite in memory, 500 devices, ${CONNECTIONS} connections, ${SECONDS} s each)`,
    );

    const assets = existsSync(join(CONSOLE_DIST, '.vite/manifest.json'))
      ? (JSON.parse(readFileSync(join(CONSOLE_DIST, '.vite/manifest.json'), 'utf8')) as Record<
          string,
          { file: string; isEntry?: boolean }
        >)
      : null;
    const main = assets ? Object.values(assets).find((chunk) => chunk.isEntry)?.file : undefined;
    const noDb = await measure(port, '/versionWorker.js');
    if (main) {
      const file = await measure(port, `/${main}`, { 'accept-encoding': 'br' });
      console.log(`  Static file (main chunk, br):   ${figure(file)}`);
      const raw = await call(port, `/${main}`, { headers: { 'accept-encoding': 'identity' } });
      const br = await call(port, `/${main}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      console.log(
        `  Main chunk on the wire:         ${(br.body.length / 1024).toFixed(1)} KB as ${br.headers['content-encoding'] ?? 'identity'} (file ${(raw.body.length / 1024).toFixed(1)} KB) ${verdict('compressed main chunk', br.headers['content-encoding'] === 'br')}`,
      );
    } else {
      console.log('  Static file: the console is not built (pnpm build), skipped');
    }
    console.log(`  Route without the database:     ${figure(noDb)} (floor)`);
    const user = await measure(port, '/api/user', auth);
    console.log(
      `  GET /api/user:                  ${figure(user)} (budget ≥ ${rate(BUDGET.userPerSecond)}) ${verdict('GET /api/user', user.perSecond >= BUDGET.userPerSecond && user.failures === 0)}`,
    );
    const devices = await measure(port, '/api/devices', auth);
    console.log(`  GET /api/devices (first page):  ${figure(devices)}`);
    const devicesBr = await call(port, '/api/devices', { headers: { ...auth, 'accept-encoding': 'br' } });
    const devicesRaw = await call(port, '/api/devices', { headers: auth });
    console.log(
      `  GET /api/devices on the wire:   ${(devicesBr.body.length / 1024).toFixed(1)} KB as ${devicesBr.headers['content-encoding'] ?? 'identity'} (JSON ${(devicesRaw.body.length / 1024).toFixed(1)} KB)`,
    );

    // A route without the database while one request runs a one-second query.
    const slow = call(port, '/bench/slow');
    await new Promise((done) => setTimeout(done, 50));
    const stalled = await measure(port, '/versionWorker.js', {}, 0.8);
    await slow;
    console.log(
      `  Route without the database during a 1 s query: p99 ${ms(stalled.p99)} (floor p99 ${ms(noDb.p99)}, budget ${ms(BUDGET.stallMs)}) ${verdict('slow query stall', stalled.p99 <= BUDGET.stallMs)}`,
    );

    // RSS after start-up varies by tens of MiB from one process to the next (how much of
    // initdb's WebAssembly memory stays mapped): the median of three empty PGlites.
    const pgliteRuns: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      const pglite = await start('pglite');
      pgliteRuns.push(await askMemory(pglite.child));
      pglite.child.kill();
    }
    const pgliteMiB = [...pgliteRuns].sort((a, b) => a - b)[1] ?? 0;
    const serverMiB = idleMiB;
    const loadedMiB = await askMemory(child);
    console.log(
      `  Memory (RSS after GC): idle server ${serverMiB.toFixed(0)} MiB, empty PGlite ${pgliteMiB.toFixed(0)} MiB (median of ${pgliteRuns.map((value) => value.toFixed(0)).join(', ')}): the idle server adds ${(serverMiB - pgliteMiB).toFixed(0)} MiB (budget ${BUDGET.memoryOverPgliteMiB} MiB) ${verdict('memory', serverMiB - pgliteMiB <= BUDGET.memoryOverPgliteMiB)}; ${loadedMiB.toFixed(0)} MiB after the load above`,
    );

    const bareConnects = await socketConnects(barePort, ['']);
    const cookies = [cookie];
    while (cookies.length < CONNECTIONS) cookies.push(await session(port));
    const serverConnects = await socketConnects(port, cookies);
    console.log(
      `  Socket connects: ${rate(serverConnects)} (bare socket.io ${rate(bareConnects)}, budget within 2×) ${verdict('socket connects', serverConnects >= bareConnects * BUDGET.socketShare)}`,
    );
  } finally {
    child.kill();
  }
  if (failures.length > 0) {
    console.log(`Missed: ${failures.join(', ')}`);
    if (values.strict) process.exit(1);
  }
}

if (values.role === 'bench') await bench();
else await serve(values.role ?? 'server');
