/**
 * Telemetry ingest throughput of the reference server: telemetry points per second through
 * `POST /ingest/v1/batch` (HTTP, JSON, validation, one transaction per batch), on PGlite in
 * memory and on PostgreSQL, each against its budget (issue #12: ≥ 5,000/s on PGlite, ≥ 20,000/s
 * on PostgreSQL).
 *
 * A point is one timestamped reading stored in a telemetry table: a sample (signal,
 * temperature, CPU, memory), a GPS fix, or a data-usage delta. Each report carries 4 samples, a
 * modem reading (a fifth sample), 1 fix and 1 usage delta, the newest values land on the device
 * row, and 1 event comes every tenth report.
 *
 * PostgreSQL: `DATABASE_URL` (a superuser's URL; a database is created and dropped), else a
 * throwaway server of Debian's `postgresql` package like the server's test suite starts
 * (fsync off: the figure is the server's and PostgreSQL's CPU cost, not a disk's).
 *
 * `--transport mqtt` measures MQTT instead (the server's embedded broker, `MQTT_PORT`): every
 * device its own connection, publishing one report at a time with QoS 1 (the PUBACK comes once
 * it is stored), as routers do; the devices run in a worker thread (`support/mqttDevices.ts`).
 * `--transport broker` measures a broker of the deployment's own (`MQTT_URL`): a throwaway
 * mosquitto between the devices (anonymous, the token in each report) and the server. There
 * the PUBACK is the broker's, so the figure is what the server stored in the window: the
 * samples written, four a report.
 *
 *   pnpm --filter @netfleet/bench bench:ingest [-- --seconds 10 --devices 2000 --batch 500 --connections 4 --transport http|mqtt|broker --only pglite|postgres --strict]
 */
import { createHash } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { buildServer, type NetfleetServer } from '@netfleet/server';
import { startMosquitto } from '../../apps/server/test/support/startMosquitto.js';
import { startPostgres } from '../../apps/server/test/support/startPostgres.js';
import { reportOf } from './support/benchReport.js';
import { percentile } from './support/httpLoad.js';
import type { MqttDevicesInput, MqttDevicesResult } from './support/mqttDevices.js';

// Drizzle's sql tag and postgres-js are the server's dependencies: resolve them from there.
const fromServer = createRequire(
  resolve(fileURLToPath(import.meta.url), '../../../apps/server/package.json'),
);
type Query = Parameters<NetfleetServer['db']['execute']>[0];
const { sql } = fromServer('drizzle-orm') as {
  sql: (strings: TemplateStringsArray, ...values: unknown[]) => Query;
};
type AdminClient = { unsafe(query: string): Promise<unknown>; end(): Promise<void> };
const postgres = fromServer('postgres') as (url: string, options: object) => AdminClient;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '10' },
    devices: { type: 'string', default: '2000' },
    batch: { type: 'string', default: '500' },
    connections: { type: 'string', default: '4' },
    only: { type: 'string' },
    transport: { type: 'string', default: 'http' },
    strict: { type: 'boolean', default: false },
  },
});
const SECONDS = Math.max(1, Number(values.seconds) || 10);
const DEVICES = Math.max(100, Number(values.devices) || 2000);
const BATCH = Math.min(1000, Math.max(1, Number(values.batch) || 500));
const CONNECTIONS = Math.max(1, Number(values.connections) || 2);
const BUDGET = { pglite: 5_000, postgres: 20_000 } as const;
const POINTS_PER_REPORT = 4 + 1 + 1 + 1;
const TRANSPORT = values.transport === 'mqtt' || values.transport === 'broker' ? values.transport : 'http';

interface Figure {
  pointsPerSecond: number;
  reportsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Gives every device a known token (the bench's, not the demo's) and returns them, with the serials. */
async function issueTokens(server: NetfleetServer): Promise<{ tokens: string[]; serials: string[] }> {
  const result = await server.db.execute(sql`SELECT id, serial FROM devices ORDER BY id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows) as {
    id: number;
    serial: string;
  }[];
  const tokens = rows.map((row) => `bench-ingest-token-${row.id}-${sha256(String(row.id)).slice(0, 16)}`);
  const pairs = rows.map((row, index) => ({ id: Number(row.id), hash: sha256(tokens[index] ?? '') }));
  await server.db.execute(sql`
    UPDATE devices d SET ingest_token_hash = v.hash
    FROM json_to_recordset(${JSON.stringify(pairs)}::json) AS v(id int, hash text)
    WHERE d.id = v.id`);
  return { tokens, serials: rows.map((row) => row.serial) };
}

/** One batch body: `BATCH` reports of consecutive devices. */
function batchBody(tokens: string[], round: number, start: number): string {
  const reports: string[] = [];
  for (let i = 0; i < BATCH; i++) {
    const token = tokens[(start + i) % tokens.length];
    reports.push(JSON.stringify({ token, report: reportOf(i, round) }));
  }
  return `{"reports":[${reports.join(',')}]}`;
}

function post(port: number, agent: Agent, body: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/ingest/v1/batch',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A run's figure: `reports` acknowledged in `elapsedS`, each one's latency in `latenciesMs`. */
function figureOf(reports: number, elapsedS: number, latenciesMs: number[]): Figure {
  latenciesMs.sort((a, b) => a - b);
  return {
    pointsPerSecond: (reports * POINTS_PER_REPORT) / elapsedS,
    reportsPerSecond: reports / elapsedS,
    p50Ms: percentile(latenciesMs, 0.5),
    p99Ms: percentile(latenciesMs, 0.99),
  };
}

async function measure(server: NetfleetServer): Promise<Figure> {
  const { tokens } = await issueTokens(server);
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(address).port);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let round = 0;
  let next = 0;
  let reports = 0;
  const latencies: number[] = [];
  // A round first, unmeasured: JIT, the plans, the first pages of the indexes.
  await post(port, agent, batchBody(tokens, round++, 0));
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const body = batchBody(tokens, round++, next);
        next = (next + BATCH) % tokens.length;
        const sent = performance.now();
        const answer = await post(port, agent, body);
        if (answer.status !== 200)
          throw new Error(`batch answered ${answer.status}: ${answer.text.slice(0, 300)}`);
        latencies.push(performance.now() - sent);
        reports += BATCH;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return figureOf(reports, elapsed, latencies);
}

/**
 * Every device its own MQTT connection, one QoS 1 report in flight each (the PUBACK: stored).
 * The devices run in a worker thread (`support/mqttDevices.ts`): their clients would otherwise
 * take the server's thread.
 */
async function measureMqtt(server: NetfleetServer): Promise<Figure> {
  const { tokens, serials } = await issueTokens(server);
  const port = server.mqtt?.port;
  if (port === undefined) throw new Error('the server has no MQTT broker');
  const { reports, elapsedS, latenciesMs } = await runDevices({
    url: `mqtt://127.0.0.1:${port}`,
    tokenInReport: false,
    serials,
    tokens,
    seconds: SECONDS,
  });
  return figureOf(reports, elapsedS, latenciesMs);
}

/** Samples stored so far (four a bench report). */
async function storedSamples(server: NetfleetServer): Promise<number> {
  const result = await server.db.execute(sql`SELECT count(*)::int AS n FROM device_samples`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
    n: number;
  }[];
  return Number(rows[0]?.n ?? 0);
}

/**
 * Through the deployment's broker (`MQTT_URL`): the devices publish to mosquitto, which
 * acknowledges at once; the figure is the reports the server stored while they did, counted by
 * their samples. The latencies are the broker's PUBACKs, for reference.
 */
async function measureBroker(server: NetfleetServer, url: string): Promise<Figure> {
  const { tokens, serials } = await issueTokens(server);
  let before = 0;
  let started = 0;
  const devices = runDevices(
    { url, tokenInReport: true, settleMs: 2_000, serials, tokens, seconds: SECONDS },
    async () => {
      before = await storedSamples(server);
      started = performance.now();
    },
  );
  const { latenciesMs } = await devices;
  const elapsedS = (performance.now() - started) / 1000;
  const reports = ((await storedSamples(server)) - before) / 4;
  return { ...figureOf(reports, elapsedS, latenciesMs) };
}

/** Runs the devices in their worker; `onMeasuring` runs when the measured window opens. */
async function runDevices(
  input: MqttDevicesInput,
  onMeasuring?: () => Promise<void>,
): Promise<MqttDevicesResult> {
  // A worker thread does not inherit tsx's loader on Node 20: it registers it, then imports the module.
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./support/mqttDevices.ts', import.meta.url).href)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: input });
  type Answer = { ok: true; result: MqttDevicesResult } | { ok: false; error: string } | { measuring: true };
  const answer = await new Promise<Exclude<Answer, { measuring: true }>>((resolve, reject) => {
    worker.on('message', (message: Answer) => {
      if ('measuring' in message) void onMeasuring?.();
      else resolve(message);
    });
    worker.once('error', reject);
  });
  await worker.terminate();
  if (!answer.ok) throw new Error(answer.error);
  return answer.result;
}

const options = {
  demo: { deviceCount: DEVICES },
  ...(TRANSPORT === 'mqtt' ? { mqtt: { port: 0 } } : {}),
  logger: false,
  consoleDir: null,
  telemetry: { jobs: false },
};

/** Builds the server on this database, with the transport's broker, and measures it. */
async function measured(database: { dataDir: 'memory' } | { databaseUrl: string }): Promise<Figure> {
  // A deployment's broker queues whatever the server has not read yet, however much.
  const broker = TRANSPORT === 'broker' ? await startMosquitto(['max_queued_messages 0']) : null;
  try {
    const server = await buildServer({
      ...database,
      ...options,
      ...(broker ? { mqttBroker: { url: broker.url } } : {}),
    });
    try {
      if (TRANSPORT === 'mqtt') return await measureMqtt(server);
      if (broker) return await measureBroker(server, broker.url);
      return await measure(server);
    } finally {
      await server.close();
    }
  } finally {
    await broker?.stop();
  }
}

async function onPostgres(): Promise<Figure> {
  const pg = await startPostgres();
  const name = `netfleet_bench_ingest_${process.pid}`;
  const admin = postgres(pg.adminUrl, { onnotice: () => {}, max: 1 });
  try {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(pg.adminUrl);
    url.pathname = `/${name}`;
    return await measured({ databaseUrl: url.toString() });
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    await pg.stop();
  }
}

const line = (label: string, figure: Figure, budget: number) =>
  `${label.padEnd(10)} ${Math.round(figure.pointsPerSecond).toLocaleString('en').padStart(8)} points/s ` +
  `(budget ≥ ${budget.toLocaleString('en')}: ${figure.pointsPerSecond >= budget ? 'met' : 'MISSED'}) · ` +
  `${Math.round(figure.reportsPerSecond).toLocaleString('en')} reports/s · ` +
  `${TRANSPORT === 'mqtt' ? 'publish' : TRANSPORT === 'broker' ? "broker's PUBACK" : `batch of ${BATCH}`} p50 ` +
  `${figure.p50Ms.toFixed(0)} ms, p99 ${figure.p99Ms.toFixed(0)} ms`;

console.log(
  TRANSPORT === 'broker'
    ? `Ingest: MQTT through mosquitto (MQTT_URL), ${DEVICES.toLocaleString('en')} devices each on its own ` +
        `connection publishing one report at a time with QoS 1, the token in the report (${POINTS_PER_REPORT} ` +
        `points each); stored in ${SECONDS} s per database`
    : TRANSPORT === 'mqtt'
      ? `Ingest: MQTT, ${DEVICES.toLocaleString('en')} devices each on its own connection publishing one ` +
        `report at a time with QoS 1 (${POINTS_PER_REPORT} points each), ${SECONDS} s per database`
      : `Ingest: POST /ingest/v1/batch, ${BATCH} reports a batch (${POINTS_PER_REPORT} points each), ` +
        `${CONNECTIONS} connections, ${DEVICES.toLocaleString('en')} devices, ${SECONDS} s per database`,
);
let missed = false;
for (const driver of ['pglite', 'postgres'] as const) {
  if (values.only && values.only !== driver) continue;
  try {
    const figure = driver === 'pglite' ? await measured({ dataDir: 'memory' }) : await onPostgres();
    console.log(line(driver, figure, BUDGET[driver]));
    missed ||= figure.pointsPerSecond < BUDGET[driver];
  } catch (error) {
    console.log(`${driver.padEnd(10)} failed: ${error instanceof Error ? error.message : String(error)}`);
    missed = true;
  }
}
if (values.strict && missed) process.exitCode = 1;
