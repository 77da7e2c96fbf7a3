import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** The app version the console reports (spec §7: 5.14.0). */
export const APP_VERSION = '5.14.0';

/** What `/versionWorker.js` reports. */
export interface DeployedVersion {
  version: string;
  /** When the deployed console was built, in milliseconds. */
  timestamp: number;
}

/**
 * The deployed version's timestamp: the modification time of the console's `index.html`
 * (when it was built or deployed), so that a server restart alone does not prompt every open
 * console to update; the server's start time when no console is built.
 */
export function deployedTimestamp(consoleDir: string | null, startedAt: number): number {
  const index = consoleDir === null ? null : join(consoleDir, 'index.html');
  return index !== null && existsSync(index) ? Math.floor(statSync(index).mtimeMs) : startedAt;
}

/** The worker script: posts the deployed version once. Plain data, JSON-encoded. */
function versionWorkerScript(deployed: DeployedVersion): string {
  const message = JSON.stringify({ version: deployed.version, timestamp: deployed.timestamp });
  return `self.postMessage(${message});\n`;
}

/**
 * `GET /versionWorker.js`: the script the console runs as a same-origin Worker (the CSP's
 * `worker-src 'self'`) to learn the deployed version and timestamp (spec §7). `no-cache`, so
 * every check sees the current deployment.
 */
export function registerVersionWorker(app: FastifyInstance, deployed: DeployedVersion): void {
  const script = versionWorkerScript(deployed);
  app.get('/versionWorker.js', (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(script),
  );
}
