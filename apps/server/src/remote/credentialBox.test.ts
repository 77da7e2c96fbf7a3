import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCredentialBox, isSealed, resolveRemoteAccessSecret } from './credentialBox.js';

describe('createCredentialBox', () => {
  const box = createCredentialBox(Buffer.alloc(32, 7));

  it('opens what it sealed, and the sealed text holds no plain secret', () => {
    const sealed = box.seal({ password: 'hunter2 ', private_key: 'KEY' });
    expect(sealed).not.toContain('hunter2');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(box.open(sealed)).toEqual({ password: 'hunter2 ', private_key: 'KEY' });
    expect(box.seal({ password: 'a' })).not.toBe(box.seal({ password: 'a' }));
  });

  it('refuses a text sealed under another secret or altered', () => {
    const sealed = box.seal({ password: 'p' });
    expect(() => createCredentialBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => box.open('plain')).toThrow('Not a sealed credential');
  });

  it('seals any text the same way (a TOTP secret), and isSealed tells sealed from plain', () => {
    const sealed = box.sealText('GEZDGNBVGY3TQOJQ');
    expect(sealed).not.toContain('GEZDGNBVGY3TQOJQ');
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed('GEZDGNBVGY3TQOJQ')).toBe(false);
    expect(box.openText(sealed)).toBe('GEZDGNBVGY3TQOJQ');
    expect(() => createCredentialBox(Buffer.alloc(32, 8)).openText(sealed)).toThrow();
  });
});

describe('resolveRemoteAccessSecret', () => {
  it('reads hex or base64, and refuses a secret of another length', () => {
    expect(resolveRemoteAccessSecret({ secret: 'ab'.repeat(32) })).toEqual(Buffer.alloc(32, 0xab));
    expect(resolveRemoteAccessSecret({ secret: Buffer.alloc(32, 1).toString('base64') })).toEqual(
      Buffer.alloc(32, 1),
    );
    expect(() => resolveRemoteAccessSecret({ secret: 'short' })).toThrow(
      'REMOTE_ACCESS_SECRET must be 32 bytes',
    );
  });

  it('writes a key file readable only by its owner on the first start and reads it after', () => {
    const keyFile = join(mkdtempSync(join(tmpdir(), 'nf-secret-')), 'remote-access.key');
    const first = resolveRemoteAccessSecret({ keyFile });
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8').trim()).toBe(first.toString('hex'));
    expect(resolveRemoteAccessSecret({ keyFile })).toEqual(first);
  });
});
