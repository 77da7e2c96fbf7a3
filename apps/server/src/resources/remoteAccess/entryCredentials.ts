import { ERROR_CODES } from '@netfleet/contracts';
// Native ESM (npm start, tsx) sees only some of ssh2's CommonJS names: utils via the default export.
import ssh2 from 'ssh2';
import { ApiError } from '../../http/ApiError.js';
import type { CredentialBox, StoredCredentials } from '../../remote/credentialBox.js';

/** What a write says about one secret: absent keeps it, null or blank forgets it, text replaces it. */
type SecretChange = string | null | undefined;

/** The credential columns of an entry. */
export interface SealedCredentials {
  secretCiphertext: string | null;
  hasPassword: boolean;
  hasPrivateKey: boolean;
}

export const PRIVATE_KEY_MESSAGE = 'Private key is not a valid OpenSSH or PEM key';

// ssh2 parses a key with a passphrase only when given the passphrase; without one it says so
// in words, which tells a well-formed encrypted key from garbage. The user types the
// passphrase at connect.
const ENCRYPTED_KEY = /^Encrypted .*private.* key detected, but no passphrase given$/i;

/** A 422 naming `private_key` unless the text is an OpenSSH or PEM private key (encrypted or not). */
export function checkPrivateKey(text: string): void {
  let parsed: ReturnType<typeof ssh2.utils.parseKey>;
  try {
    parsed = ssh2.utils.parseKey(text);
  } catch {
    parsed = new Error('unparsable');
  }
  const key = Array.isArray(parsed) ? parsed[0] : parsed;
  const valid = key instanceof Error ? ENCRYPTED_KEY.test(key.message) : key?.isPrivateKey() === true;
  if (!valid) throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, PRIVATE_KEY_MESSAGE, 'private_key');
}

/** Applies one change to one secret. */
function changed(current: string | undefined, change: SecretChange): string | undefined {
  if (change === undefined) return current;
  // Blank forgets, like null: a password of spaces alone is not worth storing.
  if (change === null || change.trim() === '') return undefined;
  return change;
}

/** The stored secrets, or none when they were sealed under another secret (unreadable anyway). */
function openStored(box: CredentialBox, sealed: string | null): StoredCredentials {
  if (!sealed) return {};
  try {
    return box.open(sealed);
  } catch {
    return {};
  }
}

/**
 * The credential columns after a write: the stored secrets (opened from `current`) with the
 * write's changes, sealed again, and whether each is there. A private key given must parse.
 * A write that names neither secret leaves the columns as they are.
 *
 * @example
 * sealCredentials(box, entry, { password: 'new', private_key: undefined });
 */
export function sealCredentials(
  box: CredentialBox,
  current: SealedCredentials,
  changes: { password?: SecretChange; private_key?: SecretChange },
): SealedCredentials {
  if (changes.password === undefined && changes.private_key === undefined) {
    const { secretCiphertext, hasPassword, hasPrivateKey } = current;
    return { secretCiphertext, hasPassword, hasPrivateKey };
  }
  const stored = openStored(box, current.secretCiphertext);
  const password = changed(stored.password, changes.password);
  const privateKey = changed(stored.private_key, changes.private_key);
  if (changes.private_key && privateKey !== undefined) checkPrivateKey(privateKey);
  const next: StoredCredentials = {
    ...(password !== undefined && { password }),
    ...(privateKey !== undefined && { private_key: privateKey }),
  };
  const any = password !== undefined || privateKey !== undefined;
  return {
    secretCiphertext: any ? box.seal(next) : null,
    hasPassword: password !== undefined,
    hasPrivateKey: privateKey !== undefined,
  };
}

/** The credential columns of a new entry. */
export const NO_CREDENTIALS: SealedCredentials = {
  secretCiphertext: null,
  hasPassword: false,
  hasPrivateKey: false,
};
