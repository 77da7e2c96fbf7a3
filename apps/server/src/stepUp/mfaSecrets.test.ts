import { describe, expect, it } from 'vitest';
import { createCredentialBox } from '../remote/credentialBox.js';
import { openMfaSecret, sealMfaSecret } from './mfaSecrets.js';
import { base32Decode } from './totp.js';

describe('openMfaSecret', () => {
  const box = createCredentialBox(Buffer.alloc(32, 7));

  it('opens a sealed secret, takes a plain base32 one, and matches nothing it cannot open', () => {
    const bytes = base32Decode('GEZDGNBVGY3TQOJQ');
    expect(openMfaSecret(box, sealMfaSecret(box, 'GEZDGNBVGY3TQOJQ'))).toEqual(bytes);
    expect(openMfaSecret(box, 'GEZDGNBVGY3TQOJQ')).toEqual(bytes);
    const foreign = sealMfaSecret(createCredentialBox(Buffer.alloc(32, 9)), 'GEZDGNBVGY3TQOJQ');
    for (const stored of [null, foreign, 'v1.broken', 'not base32!'])
      expect(openMfaSecret(box, stored)).toBeNull();
  });
});
