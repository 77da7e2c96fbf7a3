/**
 * The devices of `ingest.ts --transport mqtt`, in a worker thread of their own: 2,000 MQTT
 * clients generating and encoding reports cost as much CPU as the broker receiving them, and in
 * the server's thread they would halve the figure. Each device publishes one report at a time
 * with QoS 1 for `seconds` after a first, unmeasured round; the worker posts back how many were
 * acknowledged, over how long, and each one's time to its PUBACK. It says `{ measuring: true }`
 * when the measured window opens.
 */
import { parentPort, workerData } from 'node:worker_threads';
import mqtt, { type MqttClient } from 'mqtt';
import { reportOf } from './benchReport.js';

export interface MqttDevicesInput {
  /** The broker: the server's own (`mqtt://127.0.0.1:{port}`) or one of the deployment's own. */
  url: string;
  /**
   * The server's broker: log in with serial and token. A broker of one's own (`MQTT_URL`):
   * connect anonymously and put the token in the report.
   */
  tokenInReport: boolean;
  /** Waits this long after the first, unmeasured round (a broker of one's own stores it after its PUBACK). */
  settleMs?: number;
  serials: string[];
  tokens: string[];
  seconds: number;
}

export interface MqttDevicesResult {
  reports: number;
  elapsedS: number;
  latenciesMs: number[];
}

async function run(input: MqttDevicesInput): Promise<MqttDevicesResult> {
  const clients: MqttClient[] = [];
  // Fifty at a time: each CONNECT is a token look-up.
  for (let start = 0; start < input.tokens.length; start += 50) {
    const group = input.tokens.slice(start, start + 50).map((token, k) =>
      mqtt.connectAsync(input.url, {
        ...(input.tokenInReport ? {} : { username: input.serials[start + k], password: token }),
        reconnectPeriod: 0,
      }),
    );
    clients.push(...(await Promise.all(group)));
  }
  const topics = input.serials.map((serial) => `netfleet/v1/devices/${serial}/report`);
  const payload = (i: number, round: number) =>
    JSON.stringify(
      input.tokenInReport ? { token: input.tokens[i], ...reportOf(i, round) } : reportOf(i, round),
    );
  const publish = (i: number, round: number) =>
    clients[i]?.publishAsync(topics[i] ?? '', payload(i, round), { qos: 1 });
  try {
    await Promise.all(clients.map((_, i) => publish(i, 0)));
    if (input.settleMs) await new Promise((resolve) => setTimeout(resolve, input.settleMs));
    parentPort?.postMessage({ measuring: true });
    const latenciesMs: number[] = [];
    let reports = 0;
    const started = performance.now();
    const deadline = started + input.seconds * 1000;
    await Promise.all(
      clients.map(async (_, i) => {
        for (let round = 1; performance.now() < deadline; round++) {
          const sent = performance.now();
          await publish(i, round);
          latenciesMs.push(performance.now() - sent);
          reports += 1;
        }
      }),
    );
    return { reports, elapsedS: (performance.now() - started) / 1000, latenciesMs };
  } finally {
    await Promise.all(clients.map((client) => client.endAsync()));
  }
}

if (parentPort) {
  const port = parentPort;
  run(workerData as MqttDevicesInput).then(
    (result) => port.postMessage({ ok: true, result }),
    (error: unknown) => port.postMessage({ ok: false, error: String(error) }),
  );
}
