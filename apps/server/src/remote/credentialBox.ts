import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const VERSION = 'v1';

/** The credentials an entry may store. */
export interface StoredCredentials {
  password?: string;
  private_key?: string;
}

/**
 * Seals and opens remote access credentials at rest: AES-256-GCM under the server's
 * remote-access secret, a fresh 12-byte nonce each time, stored as `v1.<nonce>.<tag>.<data>`
 * (base64url). A database dump without the secret holds no usable password or key.
 */
export interface CredentialBox {
  seal(credentials: StoredCredentials): string;
  /** Throws when the text was sealed under another secret or altered. */
  open(sealed: string): StoredCredentials;
  /** Seals any text the same way (a TOTP secret): `v1.<nonce>.<tag>.<data>`. */
  sealText(text: string): string;
  /** The text {@link CredentialBox.sealText} sealed. Throws like {@link CredentialBox.open}. */
  openText(sealed: string): string;
}

/** True for what a {@link CredentialBox} sealed (`v1.…`), whatever the secret. */
export function isSealed(text: string): boolean {
  return text.startsWith(`${VERSION}.`);
}

/** A box under a 32-byte secret. */
export function createCredentialBox(secret: Buffer): CredentialBox {
  if (secret.length !== 32) throw new Error('The remote-access secret must be 32 bytes');
  const sealText = (text: string) => {
    const nonce = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', secret, nonce);
    const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [VERSION, nonce, cipher.getAuthTag(), data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  };
  const openText = (sealed: string) => {
    const [version, nonce, tag, data] = sealed.split('.');
    if (version !== VERSION || !nonce || !tag || data === undefined) {
      throw new Error('Not a sealed credential');
    }
    const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(nonce, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  };
  return {
    seal: (credentials) => sealText(JSON.stringify(credentials)),
    open: (sealed) => JSON.parse(openText(sealed)) as StoredCredentials,
    sealText,
    openText,
  };
}

/**
 * The remote-access secret: `REMOTE_ACCESS_SECRET` (64 hex digits or 44 base64 characters)
 * when set; else the key file beside the data (`DATA_DIR/remote-access.key`, written 0600 on
 * the first start, so a restart can open what the last run sealed); else, for a database in
 * memory, a random secret of this process.
 */
export function resolveRemoteAccessSecret(options: { secret?: string; keyFile?: string }): Buffer {
  const given = options.secret?.trim();
  if (given) {
    const bytes = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.from(given, 'base64');
    if (bytes.length !== 32) {
      throw new Error('REMOTE_ACCESS_SECRET must be 32 bytes: 64 hex digits or 44 base64 characters');
    }
    return bytes;
  }
  if (!options.keyFile) return randomBytes(32);
  if (existsSync(options.keyFile)) return Buffer.from(readFileSync(options.keyFile, 'utf8').trim(), 'hex');
  const secret = randomBytes(32);
  mkdirSync(dirname(options.keyFile), { recursive: true });
  writeFileSync(options.keyFile, `${secret.toString('hex')}\n`, { mode: 0o600 });
  chmodSync(options.keyFile, 0o600);
  return secret;
}
