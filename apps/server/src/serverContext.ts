import type { IngestTokenResponse } from '@netfleet/contracts';
import type { AuthContextCache } from './auth/createAuthContextCache.js';
import type { SessionStore } from './auth/createSessionStore.js';
import type { Database } from './db/Database.js';
import type { UploadSettings } from './http/createUploadSettings.js';
import type { Realtime } from './realtime/createRealtime.js';
import type { CredentialBox } from './remote/credentialBox.js';
import type { RemoteBroker } from './remote/RemoteBroker.js';
import type { CreateNotification } from './resources/notifications/createNotifier.js';
import type { StepUp } from './stepUp/createStepUp.js';

/** What the route plugins share: the database, sessions, the realtime socket and the clock. */
export interface ServerContext {
  db: Database;
  /**
   * Which database `db` is. On PostgreSQL a list page's rows are written as JSON by the
   * database (`listAnswer`), whose backends run beside the server's one thread; PGlite runs
   * its one connection on one more thread, which that work would slow (first pages of devices:
   * 2,280 to 2,420 answers a second as rows, 1,770 to 1,900 as the database's JSON).
   */
  driver: 'pglite' | 'postgres';
  sessions: SessionStore;
  /** Sessions and auth contexts by access token, cached briefly; the API guard reads through it. */
  authContexts: AuthContextCache;
  realtime: Realtime;
  createNotification: CreateNotification;
  /** Clock in milliseconds. */
  now: () => number;
  /** Path of the account site, e.g. `/auth`. */
  accountBasePath: string;
  /** Maintenance mode: while `enabled`, the API answers 503 `MAINTENANCE`. Mutable at run time. */
  maintenance: { enabled: boolean };
  /** Step-up authentication of sensitive requests (MFA code or password re-confirmation). */
  stepUp: StepUp;
  /** The origin links in e-mails are built from (`PUBLIC_ORIGIN`), never the request's Host. */
  publicOrigin: () => string;
  /** Where uploads stream to, each company's storage quota and the parallel-upload bound. */
  uploads: UploadSettings;
  /** Seals and opens remote access credentials at rest. */
  credentials: CredentialBox;
  /** The remote session broker: open bridges, ended on revoke, sign-out and idle. */
  remote: RemoteBroker;
  /** Where devices report, as the token answers carry it: the report URL, and the MQTT broker's URL when one runs (`MQTT_PORT`). */
  ingestEndpoints: () => IngestTokenResponse['data']['ingest'];
}

/**
 * The context out of a plugin's options (which also carry Fastify's `prefix`), so that it can
 * be handed on to nested plugins without nesting the prefix.
 */
export function pickServerContext(options: ServerContext): ServerContext {
  const {
    db,
    driver,
    sessions,
    authContexts,
    realtime,
    createNotification,
    now,
    accountBasePath,
    maintenance,
    stepUp,
  } = options;
  const { publicOrigin, uploads, credentials, remote, ingestEndpoints } = options;
  return {
    db,
    driver,
    sessions,
    authContexts,
    realtime,
    createNotification,
    now,
    accountBasePath,
    maintenance,
    stepUp,
    publicOrigin,
    uploads,
    credentials,
    remote,
    ingestEndpoints,
  };
}
