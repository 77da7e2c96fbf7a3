import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readServerEnv } from '../config/readServerEnv.js';

/** The simulator's settings (environment variables; see the server README). */
export interface SimulatorEnv {
  /** `SIMULATE`: `npm start` runs the simulator for the demo fleet unless it is `0`. */
  enabled: boolean;
  /** `SIMULATOR_DEVICES`: how many demo devices it drives. Defaults to 100,000. */
  devices: number;
  /** `SIMULATOR_SEED`. Defaults to 1. */
  seed: number;
  /** `SIMULATOR_INTERVAL_S`: each device's heartbeat, in seconds. Defaults to 60. */
  intervalMs: number;
  /** `SIMULATOR_BATCH`: reports per batch request. Defaults to 500. */
  batchSize: number;
  /** `SIMULATOR_CONCURRENCY`: batch requests in flight. Defaults to 4. */
  concurrency: number;
  /** `NETFLEET_URL`: the server. Defaults to `http://localhost:$PORT` (8080). */
  url: string;
  /**
   * `SIMULATOR_FLEET`: the fleet file the server writes at start. Defaults to
   * `simulator-fleet.json` beside the PGlite folder in `DATA_DIR` (the system's temp folder
   * when the data is in memory).
   */
  fleetFile: string;
}

function whole(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got ${value}`);
  return parsed;
}

/** Reads the simulator's environment variables; throws an Error naming a malformed one. */
export function readSimulatorEnv(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): SimulatorEnv {
  const server = readServerEnv(env, cwd);
  const dataDir = server.options.dataDir ?? 'memory';
  return {
    enabled: !['0', 'false', 'no', 'off'].includes((env.SIMULATE ?? '').trim().toLowerCase()),
    devices: whole('SIMULATOR_DEVICES', env.SIMULATOR_DEVICES, 100_000, 0),
    seed: whole('SIMULATOR_SEED', env.SIMULATOR_SEED, 1, 0),
    intervalMs: whole('SIMULATOR_INTERVAL_S', env.SIMULATOR_INTERVAL_S, 60, 1) * 1000,
    batchSize: whole('SIMULATOR_BATCH', env.SIMULATOR_BATCH, 500, 1),
    concurrency: whole('SIMULATOR_CONCURRENCY', env.SIMULATOR_CONCURRENCY, 4, 1),
    url: env.NETFLEET_URL?.trim() || `http://localhost:${server.port}`,
    fleetFile:
      env.SIMULATOR_FLEET?.trim() ||
      (dataDir === 'memory'
        ? join(tmpdir(), 'netfleet-simulator-fleet.json')
        : join(dirname(dataDir), 'simulator-fleet.json')),
  };
}
