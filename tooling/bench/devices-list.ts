/**
 * The device list at a million devices, server-side: requests/s and p99 of `GET /api/devices`
 * with 8 keep-alive connections for the first page, a deep page (keyset `after` half-way
 * through a name sort), a filter plus a sort, and a text search, each beside its budget
 * (p99 ≤ 25 ms; first page ≥ 600/s on PGlite, ≥ 2,000/s on PostgreSQL). The server runs in a
 * child process (the load generator does not share its event loop) on a PGlite data folder
 * that is seeded once and reused (`DATA_DIR`, default /tmp/nf-1m), or on PostgreSQL with
 * `DATABASE_URL`. When the database is empty the child seeds `DEMO_DEVICES` (default
 * 1,000,000) first and the seed's time is printed against its budget (≤ 5 minutes); `--fresh`
 * empties the data folder first, to time the seed. A signed-in route without the database
 * (`GET /api/user`) is measured first as the floor: on a loaded machine it says how much of a
 * figure is the machine's. The load comes from wrk when it is installed (`support/wrkLoad.ts`),
 * and each figure follows a warm-up that lasts until its rate stops rising (`support/warmUp.ts`).
 *
 *   pnpm --filter @netfleet/bench bench:devices [-- --seconds 5 --fresh --strict --only "name part" --generator node]
 *   DATABASE_URL=postgres://… [DATABASE_POOL_SIZE=2] pnpm --filter @netfleet/bench bench:devices
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { call, load, signIn } from './support/httpLoad.js';
import { warmUp } from './support/warmUp.js';
import { wrkLoad, wrkVersion } from './support/wrkLoad.js';

const here = fileURLToPath(import.meta.url);

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '5' },
    strict: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    role: { type: 'string', default: 'bench' },
    /**
     * An `Accept-Encoding` for the measured requests, as a browser sends it (Chromium: "gzip,
     * deflate, br, zstd"): the server then compresses each answer. Default: none.
     */
    'accept-encoding': { type: 'string' },
    /**
     * The load generator: `wrk` (Debian's, the default when installed) or `node` (this
     * process's own `node:http` loops, which take a fifth of the machine at 2,000 requests/s).
     */
    generator: { type: 'string' },
    /** Runs only the figures whose name holds this text ("name part", "first page", …). */
    only: { type: 'string' },
  },
});
const SECONDS = Math.max(1, Number(values.seconds) || 5);
const CONNECTIONS = 8;
const BENCH_USER = 'nomfa@netfleet.test';
const DATA_DIR = process.env.DATA_DIR ?? '/tmp/nf-1m';
const DATABASE_URL = process.env.DATABASE_URL;
/** The PostgreSQL pool's connections (`DATABASE_POOL_SIZE`, as the server reads it); else the server's default. */
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ? Number(process.env.DATABASE_POOL_SIZE) : undefined;
const DEVICES = Number(process.env.DEMO_DEVICES ?? 1_000_000);
const driver = DATABASE_URL ? 'postgres' : 'pglite';

const BUDGET = {
  p99Ms: 25,
  firstPagePerSecond: driver === 'postgres' ? 2_000 : 600,
  seedSeconds: 300,
};

type Message = { type: 'ready'; port: number; seeded: boolean; seconds: number; rssMiB: number };

/** Child: the reference server on the bench database, seeded when empty. */
async function serve(): Promise<void> {
  const { buildServer } = await import('@netfleet/server');
  const started = performance.now();
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 500);
  const server = await buildServer({
    ...(DATABASE_URL ? { databaseUrl: DATABASE_URL, databasePoolSize: POOL_SIZE } : { dataDir: DATA_DIR }),
    demo: { deviceCount: DEVICES },
    telemetry: { jobs: false },
    logger: false,
  });
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({
    type: 'ready',
    port: Number(new URL(address).port),
    seeded: server.seeded,
    seconds,
    rssMiB: Math.max(peakRss, process.memoryUsage().rss) / 1024 / 1024,
  } satisfies Message);
}

function start(): Promise<{ child: ChildProcess; ready: Message }> {
  const child = fork(here, ['--role', 'server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((done, fail) => {
    child.once('message', (message: Message) => done({ child, ready: message }));
    child.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
  });
}

/** One answer of the list, parsed; throws on an error status. */
async function page(port: number, path: string, headers: Record<string, string>) {
  const answer = await call(port, path, { headers });
  const body = answer.body.toString();
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${body.slice(0, 200)}`);
  return JSON.parse(body) as {
    data: { id: number; serial: string }[];
    meta: { total: number; next?: string; total_estimated?: boolean };
  };
}

const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');

/** The load generator asked for, or wrk when it is installed (`support/wrkLoad.ts`). */
function chooseGenerator(): { name: string; load: typeof wrkLoad } {
  const version = values.generator === 'node' ? undefined : wrkVersion();
  if (version) return { name: `${version}, one thread`, load: wrkLoad };
  if (values.generator === 'wrk')
    throw new Error('--generator wrk: wrk is not installed (apt-get install wrk)');
  return {
    name: values.generator === 'node' ? 'node:http' : 'node:http (wrk is not installed: apt-get install wrk)',
    load,
  };
}

async function main(): Promise<void> {
  if (values.fresh && !DATABASE_URL) rmSync(DATA_DIR, { recursive: true, force: true });
  const empty = DATABASE_URL ? false : !existsSync(DATA_DIR) || readdirSync(DATA_DIR).length === 0;
  const { defaultPoolSize } = await import('@netfleet/server');
  const generator = chooseGenerator();
  console.log(
    `devices-list: ${driver}${DATABASE_URL ? ` (a pool of ${POOL_SIZE ?? defaultPoolSize()})` : ` (${DATA_DIR})`}, ${DEVICES.toLocaleString('en')} devices` +
      `${empty ? ' (seeding first)' : ''}, ${CONNECTIONS} connections, ${SECONDS} s per figure` +
      `${values['accept-encoding'] ? `, Accept-Encoding: ${values['accept-encoding']}` : ''}; load from ${generator.name}`,
  );
  const { child, ready } = await start();
  let missed = false;
  try {
    if (ready.seeded) {
      const pass = ready.seconds <= BUDGET.seedSeconds;
      missed ||= !pass;
      console.log(
        `seed of ${DEVICES.toLocaleString('en')} devices: ${ready.seconds.toFixed(0)} s (budget ≤ ${BUDGET.seedSeconds} s) ${ok(pass)}; ` +
          `server peak RSS ${ready.rssMiB.toFixed(0)} MiB`,
      );
    } else {
      console.log(`start on the seeded database: ${ready.seconds.toFixed(1)} s`);
    }
    const headers = { cookie: (await signIn(ready.port, BENCH_USER)).session };
    // The measured requests' headers; the bench's own reads (`page`) take the answers uncompressed.
    const loadHeaders = {
      ...headers,
      ...(values['accept-encoding'] && { 'accept-encoding': values['accept-encoding'] }),
    };
    const first = await page(ready.port, '/api/devices?limit=25', headers);
    console.log(
      `scope of ${BENCH_USER}: total ${first.meta.total.toLocaleString('en')}${first.meta.total_estimated ? ' (estimated)' : ''}`,
    );
    // A cursor half-way through the name sort, taken once by offset (slow), then paged by keyset.
    const middle = Math.floor(Math.min(first.meta.total, DEVICES) / 2);
    const deep = await page(ready.port, `/api/devices?sort=name&limit=1&offset=${middle}`, headers);
    if (!deep.meta.next) throw new Error('no cursor half-way through the list');
    const serial = first.data[3]?.serial ?? '1100000000';
    // The floor on this machine at this moment: a signed-in route without the database.
    const floor = await generator.load(ready.port, '/api/user', {
      connections: CONNECTIONS,
      headers: loadHeaders,
      seconds: SECONDS,
    });
    console.log(
      `${'floor: GET /api/user'.padEnd(32)} ${floor.perSecond.toFixed(0).padStart(6)} req/s, ` +
        `p50 ${floor.p50.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms (no budget: what the machine allows now)`,
    );
    const scenarios = [
      { name: 'first page', path: '/api/devices?limit=25', perSecond: BUDGET.firstPagePerSecond },
      {
        name: 'deep page (keyset, name sort)',
        path: `/api/devices?sort=name&limit=25&after=${deep.meta.next}`,
      },
      { name: 'filter + sort', path: '/api/devices?limit=25&family=RUT&status=1&sort=-signal' },
      // The serial's last six digits, as an operator reads them off a label.
      { name: 'text search (serial end)', path: `/api/devices?limit=25&q=${serial.slice(4)}` },
      { name: 'text search (name part)', path: '/api/devices?limit=25&q=kiosk%20rutx1' },
    ];
    for (const scenario of scenarios) {
      if (values.only && !scenario.name.includes(values.only)) continue;
      const warm = await page(ready.port, scenario.path, headers);
      // The same load first, not counted, until its rate stops rising: the server's JIT and the
      // database's caches reach their steady state (support/warmUp.ts).
      const warmed = await warmUp((seconds) =>
        generator.load(ready.port, scenario.path, {
          connections: CONNECTIONS,
          headers: loadHeaders,
          seconds,
        }),
      );
      const result = await generator.load(ready.port, scenario.path, {
        connections: CONNECTIONS,
        headers: loadHeaders,
        seconds: SECONDS,
      });
      const p99Pass = result.p99 <= BUDGET.p99Ms && result.failures === 0;
      const ratePass = scenario.perSecond === undefined || result.perSecond >= scenario.perSecond;
      missed ||= !p99Pass || !ratePass;
      console.log(
        `${scenario.name.padEnd(32)} ${result.perSecond.toFixed(0).padStart(6)} req/s` +
          `${scenario.perSecond ? ` (budget ≥ ${scenario.perSecond}) ${ok(ratePass)}` : ''}, ` +
          `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms (budget ≤ ${BUDGET.p99Ms}) ${ok(p99Pass)}` +
          `${result.failures ? `, ${result.failures} failures` : ''}; ${warm.data.length} rows of ` +
          `${warm.meta.total_estimated ? 'about ' : ''}${warm.meta.total.toLocaleString('en')}; ` +
          `warm-up ${warmed.seconds} s (${warmed.firstPerSecond.toFixed(0)} → ${warmed.lastPerSecond.toFixed(0)} req/s)`,
      );
    }
  } finally {
    child.kill();
  }
  if (values.strict && missed) process.exit(1);
}

if (values.role === 'server') await serve();
else await main();
