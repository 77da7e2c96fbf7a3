import type { Database } from '../db/Database.js';
import type { CredentialBox } from './credentialBox.js';
import type { DeviceLink } from './deviceLink.js';

/** What the connectors need from the broker. */
export interface BridgeDeps {
  db: Database;
  credentials: CredentialBox;
  link: DeviceLink;
  now: () => number;
}
