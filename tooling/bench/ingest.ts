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
 * it is stored), as routers do.
 *
 *   pnpm --filter @netfleet/bench bench:ingest [-- --seconds 10 --devices 2000 --batch 500 --connections 4 --transport http|mqtt --only pglite|postgres --strict]
 */
import { createHash } from 'node:crypto';
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildServer, type NetfleetServer } from '@netfleet/server';
import mqtt, { type MqttClient } from 'mqtt';
import { startPostgres } from '../../apps/server/test/support/startPostgres.js';

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
const TRANSPORT = values.transport === 'mqtt' ? 'mqtt' : 'http';

interface Figure {
  pointsPerSecond: number;
  reportsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Gives every device a known token (the bench's, not the demo's) and returns them, with the serials. */
async function issueTokens(server: NetfleetServer): Promise<string[] & { serials: string[] }> {
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
  return Object.assign(tokens, { serials: rows.map((row) => row.serial) });
}

/** The report of the `i`th device of a round: times unique per device and round. */
function reportOf(i: number, round: number) {
  const base = Date.now() - 3_600_000 - round * 10_000;
  const at = (offset: number) => new Date(base - offset * 1000).toISOString();
  return {
    firmware: 'RUTX_R_00.07.09.2',
    modem: { operator: 'Telia', technology: 'LTE', signal: -60 - (i % 30), rsrp: -95, sim_slot: 1 },
    samples: [0, 1, 2, 3].map((k) => ({
      at: at(k + 1),
      signal: -61 - k,
      temperature: 40 + k,
      cpu_load: 0.25,
      memory_used: 0.5,
    })),
    positions: [{ at: at(0.5), latitude: 54.6 + i / 1e4, longitude: 25.2 + round / 1e4, speed: 42 }],
    data_usage: [{ sim_slot: 1, rx_bytes: 12_000, tx_bytes: 3_000 }],
    io: { din1: i % 2 === 0 },
    ...(i % 10 === 0 ? { events: [{ kind: 'io', message: 'din1 changed' }] } : {}),
  };
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

async function measure(server: NetfleetServer): Promise<Figure> {
  const tokens = await issueTokens(server);
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
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    pointsPerSecond: (reports * POINTS_PER_REPORT) / elapsed,
    reportsPerSecond: reports / elapsed,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}

/** Every device its own MQTT connection, one QoS 1 report in flight each (the PUBACK: stored). */
async function measureMqtt(server: NetfleetServer): Promise<Figure> {
  const tokens = await issueTokens(server);
  const port = server.mqtt?.port;
  if (port === undefined) throw new Error('the server has no MQTT broker');
  const clients: MqttClient[] = [];
  // Fifty at a time: each CONNECT is a token look-up.
  for (let start = 0; start < tokens.length; start += 50) {
    const group = tokens.slice(start, start + 50).map((token, k) =>
      mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
        username: tokens.serials[start + k],
        password: token,
        reconnectPeriod: 0,
      }),
    );
    clients.push(...(await Promise.all(group)));
  }
  const topics = tokens.serials.map((serial) => `netfleet/v1/devices/${serial}/report`);
  const publish = (i: number, round: number) =>
    clients[i]?.publishAsync(topics[i] ?? '', JSON.stringify(reportOf(i, round)), { qos: 1 });
  try {
    // A round first, unmeasured, as over HTTP.
    await Promise.all(clients.map((_, i) => publish(i, 0)));
    const latencies: number[] = [];
    let reports = 0;
    const started = performance.now();
    const deadline = started + SECONDS * 1000;
    await Promise.all(
      clients.map(async (_, i) => {
        for (let round = 1; performance.now() < deadline; round++) {
          const sent = performance.now();
          await publish(i, round);
          latencies.push(performance.now() - sent);
          reports += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return {
      pointsPerSecond: (reports * POINTS_PER_REPORT) / elapsed,
      reportsPerSecond: reports / elapsed,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
    };
  } finally {
    await Promise.all(clients.map((client) => client.endAsync()));
  }
}

const options = {
  demo: { deviceCount: DEVICES },
  ...(TRANSPORT === 'mqtt' ? { mqtt: { port: 0 } } : {}),
  logger: false,
  consoleDir: null,
  telemetry: { jobs: false },
};

async function onPglite(): Promise<Figure> {
  const server = await buildServer({ dataDir: 'memory', ...options });
  try {
    return await (TRANSPORT === 'mqtt' ? measureMqtt(server) : measure(server));
  } finally {
    await server.close();
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
    const server = await buildServer({ databaseUrl: url.toString(), ...options });
    try {
      return await (TRANSPORT === 'mqtt' ? measureMqtt(server) : measure(server));
    } finally {
      await server.close();
    }
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
  `${TRANSPORT === 'mqtt' ? 'publish' : `batch of ${BATCH}`} p50 ` +
  `${figure.p50Ms.toFixed(0)} ms, p99 ${figure.p99Ms.toFixed(0)} ms`;

console.log(
  TRANSPORT === 'mqtt'
    ? `Ingest: MQTT, ${DEVICES.toLocaleString('en')} devices each on its own connection publishing one ` +
        `report at a time with QoS 1 (${POINTS_PER_REPORT} points each), ${SECONDS} s per database`
    : `Ingest: POST /ingest/v1/batch, ${BATCH} reports a batch (${POINTS_PER_REPORT} points each), ` +
        `${CONNECTIONS} connections, ${DEVICES.toLocaleString('en')} devices, ${SECONDS} s per database`,
);
let missed = false;
for (const driver of ['pglite', 'postgres'] as const) {
  if (values.only && values.only !== driver) continue;
  try {
    const figure = driver === 'pglite' ? await onPglite() : await onPostgres();
    console.log(line(driver, figure, BUDGET[driver]));
    missed ||= figure.pointsPerSecond < BUDGET[driver];
  } catch (error) {
    console.log(`${driver.padEnd(10)} failed: ${error instanceof Error ? error.message : String(error)}`);
    missed = true;
  }
}
if (values.strict && missed) process.exitCode = 1;
