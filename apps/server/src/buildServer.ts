import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { REMOTE_BRIDGE_PATH } from '@netfleet/contracts';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountRoutes } from './account/accountRoutes.js';
import { AUTH_TABLES, createAuthContextCache } from './auth/createAuthContextCache.js';
import { createSessionStore } from './auth/createSessionStore.js';
import { TEST_PASSWORD_HASH_COST } from './auth/passwords.js';
import { type CreditJobOptions, type CreditJobs, startCreditJobs } from './credits/startCreditJobs.js';
import { syncCreditTypes } from './credits/syncCreditTypes.js';
import type { Database } from './db/Database.js';
import { openDatabase } from './db/openDatabase.js';
import { createUploadSettings, type UploadOptions } from './http/createUploadSettings.js';
import { firstViewModuleBeside, loadFirstViewRenderer } from './http/firstView/firstViewRenderer.js';
import { createPublicOrigin } from './http/publicOrigin.js';
import { registerCompression } from './http/registerCompression.js';
import { type ConnectApp, registerConnectSites } from './http/registerConnectSites.js';
import { registerConsoleSite } from './http/registerConsoleSite.js';
import { registerMapStyle } from './http/registerMapStyle.js';
import { registerSecurityHeaders } from './http/registerSecurityHeaders.js';
import { APP_VERSION, deployedTimestamp, registerVersionWorker } from './http/registerVersionWorker.js';
import { sendFrameworkError } from './http/sendFrameworkError.js';
import { siteErrorHandler } from './http/siteErrorHandler.js';
import { registerConnectionDraining } from './ops/registerConnectionDraining.js';
import { registerHealth } from './ops/registerHealth.js';
import { registerMetrics } from './ops/registerMetrics.js';
import { registerRequestIdHeader, requestLogOptions } from './ops/requestLogOptions.js';
import { createRealtime, type Realtime, type RealtimeLimits } from './realtime/createRealtime.js';
import { createRedisAdapter } from './realtime/createRedisAdapter.js';
import { createRemoteBroker } from './remote/createRemoteBroker.js';
import { createCredentialBox, resolveRemoteAccessSecret } from './remote/credentialBox.js';
import { type DeviceLink, directDeviceLink } from './remote/deviceLink.js';
import { apiRoutes } from './resources/apiRoutes.js';
import { INGEST_PREFIX, ingestRoutes } from './resources/ingest/ingestRoutes.js';
import {
  type MqttBridge,
  type MqttBridgeOptions,
  startMqttBridge,
} from './resources/ingest/mqtt/startMqttBridge.js';
import {
  type MqttIngest,
  type MqttIngestOptions,
  startMqttIngest,
} from './resources/ingest/mqtt/startMqttIngest.js';
import { type CreateNotification, createNotifier } from './resources/notifications/createNotifier.js';
import { accountUserSite } from './resources/session/accountUserSite.js';
import { seedDemo } from './seed/seedDemo.js';
import { syncRoles } from './seed/syncRoles.js';
import type { ServerContext } from './serverContext.js';
import { createStepUp } from './stepUp/createStepUp.js';
import { sealMfaSecret, sealPlainMfaSecrets } from './stepUp/mfaSecrets.js';
import {
  driverTelemetryOptions,
  startTelemetryJobs,
  type TelemetryJobs,
  type TelemetryOptions,
} from './telemetry/startTelemetryJobs.js';

/** Options of {@link buildServer}. */
export interface BuildServerOptions {
  /** PGlite data folder, or `memory`. Ignored when `databaseUrl` is set. Defaults to `memory`. */
  dataDir?: string;
  /** A PostgreSQL URL; when set, the server uses that database instead of PGlite. */
  databaseUrl?: string;
  /**
   * Seeds demo companies, users and devices into an empty database. `true` seeds 500 devices.
   * `testPasswordHashes` gives the demo users argon2's cheapest hash, so that test suites can
   * sign in dozens of times quickly; never for a server anyone can reach. Defaults to `false`.
   */
  demo?: boolean | { deviceCount?: number; testPasswordHashes?: boolean; history?: boolean };
  /** The built console to serve; null serves none. Defaults to null. */
  consoleDir?: string | null;
  /**
   * The console's first-view renderer (`apps/console/dist-server/renderFirstView.js`,
   * docs/adr/0021); null renders no first views. Defaults to the one built beside `consoleDir`,
   * when there is one.
   */
  firstViewModule?: string | null;
  /** The built connect apps (`apps/connect-<app>/dist`) to serve; null serves none. Defaults to none. */
  connectDirs?: Readonly<Record<ConnectApp, string | null>>;
  /** Path of the account site (sign-in page). Defaults to `/auth`. */
  accountBasePath?: string;
  /** Fastify's request log (JSON lines with a request id). Defaults to `false`. */
  logger?: boolean;
  /** Where the request log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** Prometheus metrics at `GET /metrics` (`src/ops/registerMetrics.ts`). Defaults to `false`. */
  metrics?: boolean;
  /** Clock in milliseconds for sessions and demo data. Defaults to `Date.now`. */
  now?: () => number;
  /** Access token lifetime in seconds. Defaults to `900`. */
  accessTtlSeconds?: number;
  /** Refresh token lifetime in seconds. Defaults to `1_209_600` (14 days). */
  refreshTtlSeconds?: number;
  /**
   * How long the API reuses a session's loaded user, company, role and permissions, in ms.
   * This process's own writes apply at once; another process's (a revoke or a role change on
   * the other server of a pair) within this time. Defaults to `2_000`; `0` reads every request.
   */
  authCacheTtlMs?: number;
  /** PostgreSQL's `statement_timeout` in ms (PGlite ignores it). Defaults to `30_000`; `0` is none. */
  statementTimeoutMs?: number;
  /** Connections of the PostgreSQL pool (PGlite ignores it). Defaults to twice the host's cores, from 4 to 10 (`defaultPoolSize`). */
  databasePoolSize?: number;
  /** Trust X-Forwarded-* headers (behind a TLS proxy). Defaults to `false`. */
  trustProxy?: boolean;
  /** Folder of Drizzle migrations. Defaults to the `drizzle/` folder of this package. */
  migrationsFolder?: string;
  /**
   * Start the in-memory PGlite from this data folder dump instead of an empty database (test
   * suites: one prepared, seeded database for every test file). Ignored unless `dataDir` is
   * `memory` and no `databaseUrl` is set.
   */
  pgliteDump?: Blob;
  /** Start in maintenance mode (every API call answers 503 `MAINTENANCE`). Defaults to `false`. */
  maintenance?: boolean;
  /**
   * The `timestamp` `/versionWorker.js` reports, in ms. Defaults to the modification time of
   * the console's `index.html`, or the server's start when no console is built.
   */
  versionTimestamp?: number;
  /**
   * `redis://…` of a Redis server: realtime messages then reach sockets on every server
   * process that shares it (socket.io's Redis adapter). Unset: one process, in memory.
   */
  redisUrl?: string;
  /**
   * Device ingest over MQTT as well as HTTP: an embedded broker on this port (`MQTT_PORT`; 0
   * picks a free one). Unset: HTTP only (ADR 9).
   */
  mqtt?: MqttIngestOptions;
  /**
   * Device ingest through a broker of the deployment's own (`MQTT_URL`): the server subscribes
   * to the devices' report topics there (ADR 9). Not with `mqtt`.
   */
  mqttBroker?: MqttBridgeOptions;
  /**
   * Ask users with an MFA method for their code at sign-in, after the password and before a
   * session exists. Defaults to `true`. `false` only for test suites that sign demo users in
   * by the dozen (step-up still uses the methods); never for a server anyone can reach.
   */
  signInSecondFactor?: boolean;
  /**
   * The origin links in e-mails are built from (`https://fleet.example.com`). Defaults to the
   * address the server listens on (`http://localhost` before it listens); never the `Host` header.
   */
  publicOrigin?: string;
  /** Where uploads stream to, each company's storage quota, and how many run at once. */
  uploads?: UploadOptions;
  /** Realtime limits: how often a socket's session is checked again, sockets per session. */
  realtime?: RealtimeLimits;
  /**
   * Device telemetry: offline detection after `offlineAfterS` of silence, retention of raw
   * samples and roll-ups, and whether their periodic jobs run (default on; test servers turn
   * them off and run `server.telemetry` passes by hand).
   */
  telemetry?: TelemetryOptions;
  /**
   * Credit consumption: the renewal of devices' credits every minute and the burn-down
   * forecast's warnings (default on; test servers turn them off and run `server.credits`).
   */
  credits?: CreditJobOptions;
  /**
   * A MapLibre style URL the console's maps draw instead of its offline basemap
   * (`GET /map/style.json` redirects to it; the CSP names its origin). Unset: the basemap.
   */
  mapStyleUrl?: string;
  /** Remote access: how the broker reaches devices, the credentials' secret, the idle timeout. */
  remoteAccess?: RemoteAccessOptions;
}

/** Options of the remote session broker. */
export interface RemoteAccessOptions {
  /** How sessions reach a device's services. Defaults to {@link directDeviceLink}. */
  link?: DeviceLink;
  /**
   * `REMOTE_ACCESS_SECRET`: 64 hex digits or 44 base64 characters. Unset: a key file beside a
   * PGlite data folder, or a random secret of this process for a database in memory.
   */
  secret?: string;
  /** Where the generated secret is kept when `secret` is unset. */
  keyFile?: string;
  /** Seconds without traffic before a session ends. Defaults to 900. */
  idleTimeoutS?: number;
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
  /** The realtime socket (socket.io on `/status/socket.io`); `realtime.io` is the socket.io server. */
  realtime: Realtime;
  /** Stores a notification for a user and pushes it over the realtime socket. */
  createNotification: CreateNotification;
  /** The telemetry jobs (offline detection, roll-up and retention), to run a pass by hand. */
  telemetry: TelemetryJobs;
  /** The credit jobs (renewals, forecast warnings), to run a pass by hand. */
  credits: CreditJobs;
  /** The MQTT broker of device ingest when `mqtt` was given (its port), else null. */
  mqtt: MqttIngest | null;
  /** The connection to the deployment's MQTT broker when `mqttBroker` was given, else null. */
  mqttBroker: MqttBridge | null;
  /** Turns maintenance mode on or off at run time (for tests of the maintenance page). */
  setMaintenance(enabled: boolean): void;
  /** Stops the server, the realtime socket and closes the database. */
  close(): Promise<void>;
}

/** An emitter of the server's WebSocket upgrades to the remote session bridge, and of no other. */
function bridgeUpgradesOf(server: Server): EventEmitter {
  const upgrades = new EventEmitter();
  server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?')[0];
    if (path === REMOTE_BRIDGE_PATH) upgrades.emit('upgrade', request, socket, head);
  });
  return upgrades;
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
 * Builds the reference server: opens and migrates the database, syncs the role table and the
 * credit types, seeds demo data when asked, attaches the realtime socket, and registers the
 * account site, the API, `PUT /account/user`, `/versionWorker.js` and the console.
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
    pgliteDump: options.pgliteDump,
    statementTimeoutMs: options.statementTimeoutMs,
    poolSize: options.databasePoolSize,
  });
  const { db } = database;
  // Made before the seed, which stores the demo device entries' password sealed in it.
  const credentials = createCredentialBox(
    resolveRemoteAccessSecret({
      secret: options.remoteAccess?.secret,
      keyFile: options.remoteAccess?.keyFile,
    }),
  );
  let seeded = false;
  try {
    await syncRoles(db);
    await syncCreditTypes(db);
    if (options.demo) {
      const demo = typeof options.demo === 'object' ? options.demo : {};
      seeded = await seedDemo(db, {
        deviceCount: demo.deviceCount,
        history: demo.history,
        now,
        passwordHashCost: demo.testPasswordHashes ? TEST_PASSWORD_HASH_COST : undefined,
        sealCredentials: (secret) => credentials.seal(secret),
        sealMfaSecret: (secret) => sealMfaSecret(credentials, secret),
      });
    }
    // TOTP secrets are sealed at rest: a database of an earlier version (or a seed without
    // the box, as the test suites' prepared one) may still hold plain ones.
    await sealPlainMfaSecrets(db, credentials);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({
    ...requestLogOptions({
      logger: options.logger ?? false,
      stream: options.logStream,
      trustProxy: options.trustProxy ?? false,
    }),
    trustProxy: options.trustProxy ?? false,
    // A path parameter may be a per-user storage key of 191 characters, percent-encoded (three
    // bytes a character at worst); past Fastify's default of 100 such a key could be stored but
    // never updated or removed.
    routerOptions: { maxParamLength: 600 },
    frameworkErrors: sendFrameworkError,
  });
  const sessions = createSessionStore(db, {
    accessTtlSeconds: options.accessTtlSeconds,
    refreshTtlSeconds: options.refreshTtlSeconds,
    now,
  });
  const maintenance = { enabled: options.maintenance ?? false };
  const redis = options.redisUrl ? await createRedisAdapter(options.redisUrl) : null;
  // Every write here to sessions, users, companies, roles or permissions empties the auth
  // cache at once; another process's writes are seen within its lifetime (`authCacheTtlMs`).
  const authContexts = createAuthContextCache(db, { ttlMs: options.authCacheTtlMs });
  database.onWrite(AUTH_TABLES, () => authContexts.clear());
  sessions.onChange(() => authContexts.clear());
  const realtime = createRealtime(app.server, {
    db,
    sessions,
    authContexts,
    now,
    trustProxy: options.trustProxy ?? false,
    maintenance,
    adapter: redis?.adapter,
    ...options.realtime,
  });
  // A revoked session, or one that now acts as another user, keeps no open socket.
  sessions.onChange((change) => realtime.disconnectSession(change.sessionId));
  const createNotification = createNotifier({ db, realtime, now });
  const remote = createRemoteBroker({
    db,
    credentials,
    link: options.remoteAccess?.link ?? directDeviceLink,
    now,
    idleTimeoutS: options.remoteAccess?.idleTimeoutS,
  });
  // A sign-out (or a switch to another user) ends the remote sessions that console session opened.
  sessions.onChange((change) => void remote.endSessions({ authSessionId: change.sessionId }, 'signed_out'));
  const publicOrigin = createPublicOrigin(app.server, options.publicOrigin);
  if (options.mqtt && options.mqttBroker) {
    throw new Error('Set MQTT_PORT (an embedded broker) or MQTT_URL (a broker of your own), not both.');
  }
  let mqtt: MqttIngest | null = null;
  let mqttBroker: MqttBridge | null = null;
  const context: ServerContext = {
    db,
    driver: database.driver,
    sessions,
    authContexts,
    realtime,
    createNotification,
    now,
    accountBasePath,
    maintenance,
    stepUp: createStepUp({ db, now, secrets: credentials }),
    publicOrigin,
    uploads: createUploadSettings(options.uploads),
    credentials,
    remote,
    ingestEndpoints: () => ({
      report_url: `${publicOrigin()}${INGEST_PREFIX}/report`,
      // The public origin's host (a hostname, or an address in brackets) on the broker's port.
      mqtt_url: mqtt ? `mqtt://${new URL(publicOrigin()).hostname}:${mqtt.port}` : (mqttBroker?.url ?? null),
    }),
  };

  app.decorateRequest('auth', null);
  app.decorateRequest('cookieSession', null);
  app.setErrorHandler(siteErrorHandler);
  // Offline detection, roll-ups and retention on unref'd timers (off for test servers).
  const telemetry = startTelemetryJobs(context, {
    ...driverTelemetryOptions(database.driver),
    ...options.telemetry,
  });
  const credits = startCreditJobs(context, options.credits);
  // Sockets hold the HTTP server open: drop them before Fastify closes it.
  app.addHook('preClose', async () => {
    await mqtt?.close();
    await mqttBroker?.close();
    await telemetry.stop();
    await credits.stop();
    await remote.close();
    await realtime.close();
    await redis?.close();
  });
  if (options.mqtt || options.mqttBroker) {
    // PostgreSQL stores batches side by side, as four HTTP batches would; PGlite has one connection.
    const tuning = { concurrentStores: database.driver === 'postgres' ? 4 : 1 };
    try {
      if (options.mqtt) mqtt = await startMqttIngest({ ...context, log: app.log }, options.mqtt, tuning);
      if (options.mqttBroker) {
        mqttBroker = await startMqttBridge({ ...context, log: app.log }, options.mqttBroker, tuning);
      }
    } catch (error) {
      await app.close();
      await database.close();
      throw error;
    }
  }
  const pingDatabase = () => db.execute(sql`select 1`);
  registerRequestIdHeader(app);
  registerConnectionDraining(app);
  if (options.metrics) {
    registerMetrics(app, {
      sockets: () => realtime.io.engine.clientsCount,
      driver: database.driver,
      poolMax: database.connections,
      pingDatabase,
    });
  }
  registerHealth(app, { pingDatabase });
  await registerSecurityHeaders(app, { mapStyleUrl: options.mapStyleUrl });
  registerCompression(app);
  await app.register(cookie);
  // The remote session bridge (`GET /api/remote/bridge`) upgrades to a WebSocket. Only its
  // upgrades reach @fastify/websocket: left on the HTTP server's 'upgrade' event, it would route
  // every upgrade through Fastify and answer socket.io's (/status/socket.io) with a 404.
  await app.register(websocket, {
    options: { maxPayload: 1024 * 1024, server: bridgeUpgradesOf(app.server) as never },
  });
  await app.register(accountRoutes, {
    prefix: accountBasePath,
    db,
    sessions,
    basePath: accountBasePath,
    now,
    secondFactor: options.signInSecondFactor,
    createNotification,
    secrets: credentials,
  });
  await app.register(apiRoutes, { prefix: '/api', ...context });
  // Devices push telemetry here with their own token: no cookies, no XSRF, no console session.
  // Devices report every few seconds: their requests reach the log only as warnings and errors,
  // so that a fleet's routine traffic does not bury the console's own requests in the log.
  await app.register(ingestRoutes, { prefix: INGEST_PREFIX, logLevel: 'warn', ...context });
  await app.register(accountUserSite, { prefix: '/account', ...context });
  const consoleDir = options.consoleDir ?? null;
  registerVersionWorker(app, {
    version: APP_VERSION,
    timestamp: options.versionTimestamp ?? deployedTimestamp(consoleDir, now()),
  });
  registerMapStyle(app, options.mapStyleUrl);
  await registerConnectSites(app, options.connectDirs ?? { terminal: null, desktop: null, sftp: null });
  const firstViewModule =
    options.firstViewModule === undefined
      ? consoleDir && firstViewModuleBeside(consoleDir)
      : options.firstViewModule;
  // Loading at once, not awaited: the module is the whole console (about a second of start-up).
  const firstView = firstViewModule ? loadFirstViewRenderer(firstViewModule) : undefined;
  await registerConsoleSite(app, { consoleDir, accountBasePath, ...(firstView ? { firstView } : {}) });

  let closed: Promise<void> | undefined;
  return {
    app,
    db,
    driver: database.driver,
    seeded,
    realtime,
    createNotification,
    telemetry,
    credits,
    mqtt,
    mqttBroker,
    setMaintenance: (enabled) => {
      maintenance.enabled = enabled;
    },
    close: () => {
      closed ??= app.close().then(() => database.close());
      return closed;
    },
  };
}
