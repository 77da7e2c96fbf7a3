import type { Database } from '../db/Database.js';
import type { CredentialBox } from './credentialBox.js';
import type { DeviceLink } from './deviceLink.js';
import type { RemoteBroker } from './RemoteBroker.js';

/** What the broker needs. */
export interface RemoteBrokerOptions {
  db: Database;
  credentials: CredentialBox;
  link: DeviceLink;
  now: () => number;
  /** Seconds without traffic before a session ends (`REMOTE_IDLE_TIMEOUT_S` by default). */
  idleTimeoutS?: number;
}

/** The session broker of this process. (Being built: issue #14.) */
export function createRemoteBroker(_options: RemoteBrokerOptions): RemoteBroker {
  return {
    endSessions: async () => 0,
    sftpSession: () => null,
    close: async () => undefined,
  };
}
