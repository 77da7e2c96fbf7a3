/**
 * The device simulator's own cost at fleet size: 100,000 demo devices, each reporting every
 * 60 s (1,667 reports/s), through the real driver and behaviour models, against a sink that
 * answers every batch at once (a separate process, so the figure is the simulator's alone; the
 * server's side is `bench:ingest`). Prints the reports per second it kept up against the
 * schedule's rate, how far behind it fell, and its CPU and memory against their budgets (issue
 * #12: "it can drive 100,000 devices"; budgets: ≥ 95 % of the scheduled rate, ≤ 5 s behind,
 * ≤ 50 % of one core, ≤ 768 MB resident).
 *
 *   pnpm --filter @netfleet/bench bench:simulator [-- --devices 100000 --interval 60 --seconds 60 --strict]
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { runSimulator, type SimulatorOptions } from '@netfleet/server';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    devices: { type: 'string', default: '100000' },
    interval: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '60' },
    strict: { type: 'boolean', default: false },
  },
});
const DEVICES = Math.max(1, Number(values.devices) || 100_000);
const INTERVAL_S = Math.max(1, Number(values.interval) || 60);
const SECONDS = Math.max(5, Number(values.seconds) || 60);
const BUDGET = { share: 0.95, lagS: 5, cpu: 0.5, rssMb: 768 };

/** A mix of the catalogue's kinds: routers with GPS and I/O, mobile gateways, a switch, an access point. */
const MODELS = [
  { model: 'RUTX11', firmware: 'RUTX_R_00.07.19.1', weight: 3 },
  { model: 'RUT955', firmware: 'RUT9XX_R_00.07.06.3', weight: 2 },
  { model: 'RUT241', firmware: 'RUT2M_R_00.07.19.1', weight: 3 },
  { model: 'TRB141', firmware: 'TRB1_R_00.07.19', weight: 2 },
  { model: 'RUTM50', firmware: 'RUTM_R_00.07.19', weight: 1 },
  { model: 'TSW202', firmware: 'TSW2_R_00.01.06.1', weight: 1 },
];
const weights = MODELS.flatMap((entry) => Array.from({ length: entry.weight }, () => entry));

const fleet: SimulatorOptions['fleet'] = Array.from({ length: DEVICES }, (_, i) => {
  const entry = weights[i % weights.length] ?? MODELS[0];
  const site = i % 20 === 0 ? 'Bus' : i % 33 === 0 ? 'Tram' : 'Depot';
  return {
    serial: String(1_100_000_000 + i * 7919),
    name: `${site} ${entry?.model} ${i + 1}`,
    model: entry?.model ?? 'RUTX11',
    firmware: entry?.firmware ?? 'RUTX_R_00.07.19.1',
    status: 1,
  };
});

// The sink: answers every item ok, as fast as a JSON.parse allows, in a process of its own.
const SINK = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const { reports } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const data = reports.map((_, i) => ({ ok: true, device_id: i + 1, commands: [] }));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ data, meta: { accepted: data.length, rejected: 0 } }));
  });
});
server.keepAliveTimeout = 60000;
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;
const sink = spawn(process.execPath, ['-e', SINK], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise<number>((resolve, reject) => {
  sink.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  sink.once('exit', () => reject(new Error('the sink did not start')));
});

const built = performance.now();
const simulator = runSimulator({
  url: `http://127.0.0.1:${port}`,
  fleet,
  seed: 1,
  intervalMs: INTERVAL_S * 1000,
  flapChance: 0,
  summaryEveryMs: 0,
});
const setupMs = performance.now() - built;
// The steady state's cost: building the fleet is printed apart (setupMs).
const cpuBefore = process.cpuUsage();
let worstLagMs = 0;
const lagWatch = setInterval(() => {
  worstLagMs = Math.max(worstLagMs, simulator.stats().lagMs);
}, 500);
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
clearInterval(lagWatch);
const cpu = process.cpuUsage(cpuBefore);
const stats = simulator.stats();
await simulator.stop();
sink.kill();

const wallS = SECONDS;
const scheduled = DEVICES / INTERVAL_S;
const rate = stats.accepted / wallS;
const cpuShare = (cpu.user + cpu.system) / 1e6 / wallS;
const memory = process.memoryUsage();
const rssMb = memory.rss / 2 ** 20;
const heapMb = memory.heapUsed / 2 ** 20;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const results = [
  {
    label: 'reports/s',
    text: `${Math.round(rate).toLocaleString('en')} of ${Math.round(scheduled).toLocaleString('en')} scheduled`,
    budget: `≥ ${BUDGET.share * 100} %`,
    ok: rate >= BUDGET.share * scheduled,
  },
  {
    label: 'behind',
    text: `${(worstLagMs / 1000).toFixed(1)} s at worst`,
    budget: `≤ ${BUDGET.lagS} s`,
    ok: worstLagMs <= BUDGET.lagS * 1000,
  },
  {
    label: 'CPU',
    text: `${(cpuShare * 100).toFixed(1)} % of one core`,
    budget: `≤ ${BUDGET.cpu * 100} %`,
    ok: cpuShare <= BUDGET.cpu,
  },
  {
    label: 'memory',
    text: `${Math.round(rssMb)} MB resident, ${Math.round(heapMb)} MB of heap in use`,
    budget: `≤ ${BUDGET.rssMb} MB`,
    ok: rssMb <= BUDGET.rssMb,
  },
];
console.log(
  `simulator: ${DEVICES.toLocaleString('en')} devices, a report every ${INTERVAL_S} s each, for ${SECONDS} s ` +
    `(set up in ${Math.round(setupMs)} ms; ${stats.batches} batches, ${stats.failedBatches} failed)`,
);
for (const { label, text, budget, ok } of results) {
  console.log(`  ${label.padEnd(10)} ${text} (budget ${budget}: ${verdict(ok)})`);
}
if (values.strict && results.some((result) => !result.ok)) process.exit(1);
process.exit(0);
