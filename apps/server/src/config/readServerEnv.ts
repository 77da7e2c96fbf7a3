import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildServerOptions } from '../buildServer.js';
import { normalisePublicOrigin } from '../http/publicOrigin.js';
import { parseMapStyleUrl } from '../http/registerMapStyle.js';

/** What `main.ts` needs from the environment: where to listen and how to build. */
export interface ServerEnv {
  port: number;
  host: string;
  options: BuildServerOptions;
  /** How long a SIGTERM waits for open requests before the process exits anyway, in ms. */
  shutdownTimeoutMs: number;
}

/** The nearest folder at or above `from` holding pnpm-workspace.yaml (the repo root), or null. */
function findRepoRoot(from: string): string | null {
  let dir = resolve(from);
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The server package folder: one up from `src/config/` (source) or `dist/` (built). */
function packageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number, got ${value}`);
  return parsed;
}

/** A whole number of at least 1 in `value`, or undefined when it is unset. */
function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = integer(name, value.trim(), 0);
  if (parsed < 1) throw new Error(`${name} must be at least 1, got ${value}`);
  return parsed;
}

/** `MQTT_URL`: an `mqtt:`, `mqtts:`, `ws:` or `wss:` URL with a host. */
function brokerUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`MQTT_URL must be a URL such as mqtt://user:password@broker:1883, got ${value}`);
  }
  if (!['mqtt:', 'mqtts:', 'ws:', 'wss:'].includes(url.protocol) || !url.hostname) {
    throw new Error(
      `MQTT_URL must be a URL such as mqtt://user:password@broker:1883, got ${url.protocol}//…`,
    );
  }
  return value;
}

/**
 * Reads the server's environment variables (see the README for the list and defaults).
 * `DATA_DIR` defaults to `.data/` at the repository root, or in the working directory when
 * the server runs outside the repository; the PGlite database lives in `DATA_DIR/pglite`.
 */
export function readServerEnv(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): ServerEnv {
  const dataRoot = env.DATA_DIR?.trim() || join(findRepoRoot(cwd) ?? cwd, '.data');
  const demo = flag(env.DEMO, true);
  return {
    port: integer('PORT', env.PORT, 8080),
    host: env.HOST?.trim() || '127.0.0.1',
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 25_000),
    options: {
      databaseUrl: env.DATABASE_URL?.trim() || undefined,
      databasePoolSize: count('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE),
      dataDir: dataRoot === 'memory' ? 'memory' : join(resolve(cwd, dataRoot), 'pglite'),
      // The started demo gets a past for its charts (tests seed none: see insertDemoHistory).
      demo: demo ? { deviceCount: integer('DEMO_DEVICES', env.DEMO_DEVICES, 500), history: true } : false,
      accountBasePath: env.ACCOUNT_BASE_PATH?.trim() || '/auth',
      consoleDir: env.CONSOLE_DIR?.trim()
        ? resolve(cwd, env.CONSOLE_DIR.trim())
        : resolve(packageDir(), '..', 'console', 'dist'),
      // The connect apps' builds beside the console's (apps/connect-*/dist).
      connectDirs: {
        terminal: resolve(packageDir(), '..', 'connect-terminal', 'dist'),
        desktop: resolve(packageDir(), '..', 'connect-desktop', 'dist'),
        sftp: resolve(packageDir(), '..', 'connect-sftp', 'dist'),
      },
      trustProxy: flag(env.TRUST_PROXY, false),
      // The request log is on by default for an operator; the tests build servers without it.
      logger: flag(env.LOG, true),
      metrics: flag(env.METRICS, false),
      maintenance: flag(env.MAINTENANCE, false),
      redisUrl: env.REDIS_URL?.trim() || undefined,
      // Unset: devices report over HTTP only (ADR 9); set, an embedded MQTT broker listens too.
      mqtt: env.MQTT_PORT?.trim()
        ? { port: integer('MQTT_PORT', env.MQTT_PORT, 1883), host: env.HOST?.trim() || '127.0.0.1' }
        : undefined,
      // Set: the server takes the devices' reports from a broker of the deployment's own.
      mqttBroker: env.MQTT_URL?.trim() ? { url: brokerUrl(env.MQTT_URL.trim()) } : undefined,
      // Unset: links in e-mails use the address the server listens on.
      publicOrigin: env.PUBLIC_ORIGIN?.trim() ? normalisePublicOrigin(env.PUBLIC_ORIGIN) : undefined,
      // Unset: the console's maps draw its own offline basemap.
      mapStyleUrl: env.MAP_STYLE_URL?.trim() ? parseMapStyleUrl(env.MAP_STYLE_URL.trim()) : undefined,
      uploads: {
        // Uploads stream to DATA_DIR/uploads (the system's temp folder when the data is in memory).
        dir: dataRoot === 'memory' ? undefined : join(resolve(cwd, dataRoot), 'uploads'),
        quotaBytes: integer('STORAGE_QUOTA_MB', env.STORAGE_QUOTA_MB, 1024) * 1024 ** 2,
      },
      remoteAccess: {
        secret: env.REMOTE_ACCESS_SECRET?.trim() || undefined,
        // Unset secret: generated once and kept beside the data, so a restart opens what it sealed.
        keyFile: dataRoot === 'memory' ? undefined : join(resolve(cwd, dataRoot), 'remote-access.key'),
        idleTimeoutS: integer('REMOTE_IDLE_TIMEOUT_S', env.REMOTE_IDLE_TIMEOUT_S, 900),
      },
      telemetry: {
        offlineAfterS: integer('DEVICE_OFFLINE_AFTER_S', env.DEVICE_OFFLINE_AFTER_S, 300),
        retention: { rawDays: integer('TELEMETRY_RAW_DAYS', env.TELEMETRY_RAW_DAYS, 7) },
      },
    },
  };
}
