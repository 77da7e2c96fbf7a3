import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountRoutes } from './account/accountRoutes.js';
import { createSessionStore } from './auth/createSessionStore.js';
import type { Database } from './db/Database.js';
import { openDatabase } from './db/openDatabase.js';
import { registerConsoleSite } from './http/registerConsoleSite.js';
import { registerSecurityHeaders } from './http/registerSecurityHeaders.js';
import { siteErrorHandler } from './http/siteErrorHandler.js';
import { apiRoutes } from './routes/apiRoutes.js';
import { seedDemo } from './seed/seedDemo.js';
import { syncRoles } from './seed/syncRoles.js';

/** Options of {@link buildServer}. */
export interface BuildServerOptions {
  /** PGlite data folder, or `memory`. Ignored when `databaseUrl` is set. Defaults to `memory`. */
  dataDir?: string;
  /** A PostgreSQL URL; when set, the server uses that database instead of PGlite. */
  databaseUrl?: string;
  /**
   * Seeds demo companies, users and devices into an empty database. `true` seeds 500 devices.
   * Defaults to `false`.
   */
  demo?: boolean | { deviceCount?: number };
  /** The built console to serve; null serves none. Defaults to null. */
  consoleDir?: string | null;
  /** Path of the account site (sign-in page). Defaults to `/auth`. */
  accountBasePath?: string;
  /** Fastify's request log. Defaults to `false`. */
  logger?: boolean;
  /** Clock in milliseconds for sessions and demo data. Defaults to `Date.now`. */
  now?: () => number;
  /** Access token lifetime in seconds. Defaults to `900`. */
  accessTtlSeconds?: number;
  /** Refresh token lifetime in seconds. Defaults to `1_209_600` (14 days). */
  refreshTtlSeconds?: number;
  /** Trust X-Forwarded-* headers (behind a TLS proxy). Defaults to `false`. */
  trustProxy?: boolean;
  /** Folder of Drizzle migrations. Defaults to the `drizzle/` folder of this package. */
  migrationsFolder?: string;
}

/** A built, not yet listening server. */
export interface NetfleetServer {
  /** The Fastify instance: `app.inject()` in tests, `app.listen()` to serve. */
  app: FastifyInstance;
  /** The migrated Drizzle database. */
  db: Database;
  /** `pglite` or `postgres`. */
  driver: 'pglite' | 'postgres';
  /** True when this start wrote the demo data (the database was empty). */
  seeded: boolean;
  /** Stops the server and closes the database. */
  close(): Promise<void>;
}

/** Normalises `/auth/` and `auth` to `/auth`. */
function normaliseBasePath(path: string): string {
  const trimmed = path.trim().replace(/^\/*/, '/').replace(/\/+$/, '');
  if (trimmed === '' || trimmed === '/' || trimmed === '/api') {
    throw new Error(`accountBasePath must be a path of its own, got ${JSON.stringify(path)}`);
  }
  return trimmed;
}

/**
 * Builds the reference server: opens and migrates the database, syncs the role table,
 * seeds demo data when asked, and registers the account site, the API and the console.
 *
 * @example
 * const { app, close } = await buildServer({ dataDir: 'memory', demo: { deviceCount: 60 } });
 * const res = await app.inject({ method: 'GET', url: '/api/user' }); // 401
 * await close();
 */
export async function buildServer(options: BuildServerOptions = {}): Promise<NetfleetServer> {
  const accountBasePath = normaliseBasePath(options.accountBasePath ?? '/auth');
  const now = options.now ?? Date.now;

  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    migrationsFolder: options.migrationsFolder,
  });
  const { db } = database;
  let seeded = false;
  try {
    await syncRoles(db);
    if (options.demo) {
      const deviceCount = typeof options.demo === 'object' ? options.demo.deviceCount : undefined;
      seeded = await seedDemo(db, { deviceCount, now });
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  const sessions = createSessionStore(db, {
    accessTtlSeconds: options.accessTtlSeconds,
    refreshTtlSeconds: options.refreshTtlSeconds,
    now,
  });

  app.setErrorHandler(siteErrorHandler);
  await registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(accountRoutes, { prefix: accountBasePath, db, sessions, basePath: accountBasePath });
  await app.register(apiRoutes, { prefix: '/api', db, sessions, accountBasePath });
  await registerConsoleSite(app, { consoleDir: options.consoleDir ?? null, accountBasePath });

  let closed: Promise<void> | undefined;
  return {
    app,
    db,
    driver: database.driver,
    seeded,
    close: () => {
      closed ??= app.close().then(() => database.close());
      return closed;
    },
  };
}
