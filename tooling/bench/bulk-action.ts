/**
 * A bulk action over 10,000 devices, server-side: `POST /api/devices/bulk` adds a tag to every
 * device matching an (empty) filter, then asks every device to reboot. Printed against the
 * issue's budgets: the answer comes at once (≤ 100 ms), progress is published from the first
 * second (≤ 1,000 ms after the answer), and another user's requests stay responsive while the
 * job runs (p99 of `GET /api/devices` during it ≤ 2× its idle p99, 4 keep-alive connections).
 * The server runs in a child process (PGlite in memory, `BULK_DEVICES` demo devices, default
 * 10,000), which forwards each `progress` message it publishes to this process with its time.
 * `BULK_DATA_DIR` serves a seeded PGlite data folder instead (a copy: the jobs change it), and
 * `BULK_WINDOW_SECONDS` measures the other user for that long instead of until the job's
 * devices are all handled (a million devices take hours).
 *
 *   pnpm --filter @netfleet/bench bench:bulk [-- --seconds 4 --strict]
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { call, load, signIn } from './support/httpLoad.js';

const here = fileURLToPath(import.meta.url);

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    seconds: { type: 'string', default: '4' },
    strict: { type: 'boolean', default: false },
    role: { type: 'string', default: 'bench' },
  },
});
const SECONDS = Math.max(1, Number(values.seconds) || 4);
const DEVICES = Number(process.env.BULK_DEVICES ?? 10_000);
const DATA_DIR = process.env.BULK_DATA_DIR;
const WINDOW_SECONDS = Number(process.env.BULK_WINDOW_SECONDS ?? 0);
const CONNECTIONS = 4;
const ACTOR = 'super_admin@netfleet.test';
const OTHER = 'nomfa@netfleet.test';

const BUDGET = { answerMs: 100, firstProgressMs: 1_000, p99Factor: 2 };

type Progress = {
  job_id: number;
  total: number;
  queued: number;
  running: number;
  done: number;
  failed: number;
  finished: boolean;
};
type Message =
  | { type: 'ready'; port: number; seconds: number }
  | { type: 'progress'; at: number; data: Progress };

/** Child: the reference server with the demo fleet; forwards every bulk progress message. */
async function serve(): Promise<void> {
  const { buildServer } = await import('@netfleet/server');
  const started = performance.now();
  const server = await buildServer({
    ...(DATA_DIR ? { dataDir: DATA_DIR } : { dataDir: 'memory', demo: { deviceCount: DEVICES } }),
    telemetry: { jobs: false },
    signInSecondFactor: false,
    logger: false,
  });
  const publish = server.realtime.publish.bind(server.realtime);
  server.realtime.publish = (channel, event, data) => {
    if (channel.startsWith('private-bulk.') && event === 'progress') {
      process.send?.({ type: 'progress', at: Date.now(), data: data as Progress } satisfies Message);
    }
    publish(channel, event, data);
  };
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({
    type: 'ready',
    port: Number(new URL(address).port),
    seconds: (performance.now() - started) / 1000,
  } satisfies Message);
}

function start(): Promise<{ child: ChildProcess; ready: Extract<Message, { type: 'ready' }> }> {
  const child = fork(here, ['--role', 'server'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((done, fail) => {
    const onMessage = (message: Message) => {
      if (message.type !== 'ready') return;
      child.off('message', onMessage);
      done({ child, ready: message });
    };
    child.on('message', onMessage);
    child.once('exit', (code) => fail(new Error(`the server exited with ${code}`)));
  });
}

const ok = (pass: boolean) => (pass ? 'ok' : 'MISSED');

async function main(): Promise<void> {
  console.log(
    `bulk-action: pglite ${DATA_DIR ?? `in memory, ${DEVICES.toLocaleString('en')} devices`}, ${CONNECTIONS} connections of another user${
      WINDOW_SECONDS > 0 ? `, measured for ${WINDOW_SECONDS} s of each job` : ''
    }`,
  );
  const { child, ready } = await start();
  const progress: { at: number; data: Progress }[] = [];
  child.on('message', (message: Message) => {
    if (message.type === 'progress') progress.push(message);
  });
  let missed = false;
  try {
    console.log(
      `server ${DATA_DIR ? `on ${DATA_DIR}` : `with ${DEVICES.toLocaleString('en')} demo devices`} up in ${ready.seconds.toFixed(1)} s`,
    );
    const actor = (await signIn(ready.port, ACTOR)).headers;
    const other = (await signIn(ready.port, OTHER)).headers;
    const otherPath = '/api/devices?limit=25';
    const idle = await load(ready.port, otherPath, {
      connections: CONNECTIONS,
      headers: other,
      seconds: SECONDS,
    });
    console.log(
      `idle: ${OTHER} GET ${otherPath}: p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms (${idle.count} requests)`,
    );
    const tags = JSON.parse(
      (await call(ready.port, '/api/tags?limit=1', { headers: actor })).body.toString(),
    ) as {
      data: { id: number }[];
    };
    const tagId = tags.data[0]?.id;
    if (tagId === undefined) throw new Error('no tag to add');

    const jobs = [
      { name: 'add a tag', body: { action: 'add_tags', filter: {}, options: { tag_ids: [tagId] } } },
      { name: 'reboot', body: { action: 'reboot', filter: {} } },
    ];
    for (const job of jobs) {
      const sent = Date.now();
      const answer = await call(ready.port, '/api/devices/bulk', {
        method: 'POST',
        headers: { ...actor, 'content-type': 'application/json' },
        body: JSON.stringify(job.body),
      });
      const answeredAt = Date.now();
      const body = answer.body.toString();
      if (answer.status !== 202) throw new Error(`${job.name}: ${answer.status} ${body.slice(0, 200)}`);
      const { data } = JSON.parse(body) as { data: { job_id: number; total: number } };
      const ofJob = () => progress.filter((message) => message.data.job_id === data.job_id);
      // Settled: nothing left queued (a reboot's devices then answer or time out on their own).
      const settled = () =>
        WINDOW_SECONDS > 0
          ? Date.now() - answeredAt > WINDOW_SECONDS * 1000
          : ofJob().some((message) => message.data.queued === 0);
      const during = await load(ready.port, otherPath, {
        connections: CONNECTIONS,
        headers: other,
        until: settled,
      });
      const settledAt = ofJob().find((message) => message.data.queued === 0)?.at ?? Date.now();
      const first = ofJob()[0];
      const last = ofJob().at(-1)?.data;
      const answerMs = answeredAt - sent;
      const firstMs = first ? first.at - answeredAt : Number.POSITIVE_INFINITY;
      const p99Budget = idle.p99 * BUDGET.p99Factor;
      const answerPass = answerMs <= BUDGET.answerMs;
      const firstPass = firstMs <= BUDGET.firstProgressMs;
      const p99Pass = during.p99 <= p99Budget && during.failures === 0;
      missed ||= !answerPass || !firstPass || !p99Pass;
      console.log(
        `${job.name} on ${data.total.toLocaleString('en')} devices: answer ${answerMs} ms (budget ≤ ${BUDGET.answerMs}) ${ok(answerPass)}; ` +
          `first progress ${firstMs} ms after it (budget ≤ ${BUDGET.firstProgressMs}) ${ok(firstPass)}; ` +
          `${WINDOW_SECONDS > 0 ? 'in' : 'all handled in'} ${((settledAt - answeredAt) / 1000).toFixed(2)} s, ${ofJob().length} progress messages ` +
          `(done ${last?.done ?? 0}, running ${last?.running ?? 0}, failed ${last?.failed ?? 0})`,
      );
      console.log(
        `  meanwhile ${OTHER} GET ${otherPath}: p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms ` +
          `(budget ≤ 2× idle = ${p99Budget.toFixed(1)} ms) ${ok(p99Pass)} (${during.count} requests${
            during.failures ? `, ${during.failures} failures` : ''
          })`,
      );
    }
  } finally {
    child.kill();
  }
  if (values.strict && missed) process.exit(1);
}

if (values.role === 'server') await serve();
else await main();
