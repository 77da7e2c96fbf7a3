import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import type { Database } from '../db/Database.js';
import { writeFleetFile } from './fleetFile.js';
import { loadDemoFleet } from './loadDemoFleet.js';
import type { DemoPeerPorts } from './peers/demoDeviceLink.js';
import { readSimulatorEnv } from './readSimulatorEnv.js';

/** The simulator child process of a server started with demo data. */
export interface SimulatorProcess {
  /** Devices it drives. */
  devices: number;
  /** SIGTERM, then waits for it to finish its batches in flight (SIGKILL after 8 s). */
  stop(): Promise<void>;
}

/** The simulator's message with its demo peers' ports (see `main.ts`). */
const PeersMessageSchema = v.object({
  type: v.literal('peers'),
  ssh: v.pipe(v.number(), v.integer()),
  telnet: v.pipe(v.number(), v.integer()),
});

/** How long a stop waits before it kills the child. */
const STOP_TIMEOUT_MS = 8_000;

/**
 * Writes the demo fleet file (always, so `npm run simulate` can use it while the server runs
 * with `SIMULATE=0`) and, unless `SIMULATE=0`, forks the simulator against `url`. Built
 * (`dist/main.js`) it forks `dist/simulator.js`; from source (`npm run dev`) `src/simulator/main.ts`
 * through tsx. Returns null when no simulator runs. `onPeers` hears where the simulator's
 * SSH and telnet servers for the demo devices listen, and null when the simulator exits.
 */
export async function startSimulatorProcess(
  db: Database,
  url: string,
  env: NodeJS.ProcessEnv = process.env,
  onPeers?: (ports: DemoPeerPorts | null) => void,
): Promise<SimulatorProcess | null> {
  const settings = readSimulatorEnv(env);
  const fleet = await loadDemoFleet(db, settings.devices);
  await writeFleetFile(settings.fleetFile, fleet);
  if (!settings.enabled || fleet.length === 0) return null;

  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(fromSource ? './main.ts' : './simulator.js', import.meta.url));
  const child: ChildProcess = fork(entry, [], {
    env: { ...env, NETFLEET_URL: url, SIMULATOR_FLEET: settings.fleetFile },
    execArgv: fromSource ? ['--import', 'tsx', '--conditions=@netfleet/source'] : [],
    stdio: 'inherit',
  });
  child.on('message', (message: unknown) => {
    const parsed = v.safeParse(PeersMessageSchema, message);
    if (parsed.success) onPeers?.({ ssh: parsed.output.ssh, telnet: parsed.output.telnet });
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      onPeers?.(null);
      resolve();
    }),
  );
  return {
    devices: fleet.length,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
