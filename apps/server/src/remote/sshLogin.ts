import type { BridgeClientMessage } from '@netfleet/contracts';
import type { CredentialBox, StoredCredentials } from './credentialBox.js';
import type { BridgeEntry } from './loadBridgeEntry.js';

/** What an SSH sign-in uses. */
export interface SshLogin {
  username: string;
  password?: string;
  privateKey?: string;
  passphrase?: string;
}

/**
 * The sign-in of an SSH session: what the user typed in `start` when they typed a password or
 * a key, else what the entry stores; the user name typed, else the entry's. A string is a
 * sentence for the user saying why there is nothing to sign in with.
 */
export function sshLoginOf(
  entry: BridgeEntry,
  start: Extract<BridgeClientMessage, { type: 'start' }>,
  credentials: CredentialBox,
): SshLogin | string {
  const username = start.username?.trim() || entry.access.username;
  if (!username) return 'Enter a user name to sign in.';
  if (start.password || start.private_key) {
    return withSecrets(
      username,
      { password: start.password, private_key: start.private_key },
      start.passphrase,
    );
  }
  if (!entry.secretCiphertext) return withSecrets(username, {}, undefined);
  let stored: StoredCredentials;
  try {
    stored = credentials.open(entry.secretCiphertext);
  } catch {
    return 'The stored credentials of this entry cannot be read (the server’s remote-access secret changed). Enter them again on the entry.';
  }
  return withSecrets(username, stored, start.passphrase);
}

function withSecrets(username: string, secrets: StoredCredentials, passphrase: string | undefined): SshLogin {
  return {
    username,
    ...(secrets.password ? { password: secrets.password } : {}),
    ...(secrets.private_key ? { privateKey: secrets.private_key } : {}),
    ...(secrets.private_key && passphrase ? { passphrase } : {}),
  };
}
