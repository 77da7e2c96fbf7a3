import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, type RemoteAccessOptions } from '@netfleet/server';
import { useStackDatabase } from './secondFactor.js';

const here = dirname(fileURLToPath(import.meta.url));
/** The console as `pnpm build` leaves it; browser tests run against the real bundle. */
export const CONSOLE_DIST = resolve(here, '../../../apps/console/dist');
/** The connect apps as `pnpm build` leaves them (served at /rms-connect/…). */
export const CONNECT_DISTS = {
  terminal: resolve(here, '../../../apps/connect-terminal/dist'),
  desktop: resolve(here, '../../../apps/connect-desktop/dist'),
  sftp: resolve(here, '../../../apps/connect-sftp/dist'),
};

/** Demo password of every seeded user (apps/server seed). */
export const DEMO_PASSWORD = 'netfleet-demo';

export interface Stack {
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Starts the real reference server in this process on PGlite in memory, seeded with
 * the demo data, serving the built console.
 */
export async function startStack(
  options: { deviceCount?: number; remoteAccess?: RemoteAccessOptions } = {},
): Promise<Stack> {
  if (!existsSync(resolve(CONSOLE_DIST, 'index.html'))) {
    throw new Error(`The console is not built (${CONSOLE_DIST}); run the build first.`);
  }
  const server = await buildServer({
    dataDir: 'memory',
    demo: { deviceCount: options.deviceCount ?? 120 },
    consoleDir: CONSOLE_DIST,
    connectDirs: CONNECT_DISTS,
    remoteAccess: options.remoteAccess,
    logger: false,
  });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  // The sign-in helper reads e-mailed sign-in codes from this stack's mail log.
  useStackDatabase(server.db);
  return {
    baseUrl: address,
    close: () => {
      useStackDatabase(null);
      return server.close();
    },
  };
}
