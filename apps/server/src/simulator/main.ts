import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { readServerEnv } from '../config/readServerEnv.js';
import { readFleetFile } from './fleetFile.js';
import { startDemoPeers } from './peers/startDemoPeers.js';
import { readSimulatorEnv } from './readSimulatorEnv.js';
import { runSimulator } from './runSimulator.js';

// The simulator process (`npm run simulate`; `npm start` forks it for the demo fleet): reads
// the fleet file the server wrote and drives those devices through the ingest API until told
// to stop. It talks to the server only over HTTP, like real devices.
const env = readSimulatorEnv();
const fleet = (await readFleetFile(env.fleetFile)).slice(0, env.devices);
console.log(
  `simulator: driving ${fleet.length} demo devices against ${env.url} ` +
    `(a report every ${env.intervalMs / 1000} s each, in batches of ${env.batchSize}; seed ${env.seed})`,
);
const simulator = runSimulator({
  url: env.url,
  fleet,
  seed: env.seed,
  intervalMs: env.intervalMs,
  batchSize: env.batchSize,
  concurrency: env.concurrency,
});
// The demo devices' SSH/SFTP and telnet servers; the server maps a demo device's
// 127.0.0.1:22/23 to them once told the ports (over the fork's IPC channel). The SSH host
// key is kept beside the data, so a browser's remembered host key holds across restarts.
const dataDir = readServerEnv().options.dataDir ?? 'memory';
const peers = await startDemoPeers({
  hostKeyFile: dataDir === 'memory' ? undefined : join(dirname(dataDir), 'simulator-ssh-host-key'),
});
process.send?.({ type: 'peers', ssh: peers.ssh, telnet: peers.telnet });
console.log(
  `simulator: demo devices' SSH/SFTP on 127.0.0.1:${peers.ssh}, telnet on 127.0.0.1:${peers.telnet}`,
);
// The simulator's timers are unref'd; this one keeps the process running until a stop.
const keepAlive = setInterval(() => undefined, 3_600_000);

let stopping = false;
const stop = async (why: string) => {
  if (stopping) return;
  stopping = true;
  clearInterval(keepAlive);
  await Promise.all([simulator.stop(), peers.close()]);
  const stats = simulator.stats();
  console.log(`simulator: stopped (${why}) after ${stats.reports} reports, ${stats.accepted} accepted`);
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// Forked by the server: the IPC channel closes when the server goes, however it goes.
process.on('disconnect', () => void stop('the server went away'));
// The server (or a test driving it) may ask for a device to drop off the network.
const OfflineMessageSchema = v.object({ type: v.literal('offline'), serial: v.string(), ms: v.number() });
process.on('message', (message: unknown) => {
  const parsed = v.safeParse(OfflineMessageSchema, message);
  if (parsed.success) simulator.takeOffline(parsed.output.serial, parsed.output.ms);
});
