import ssh2 from 'ssh2';

/**
 * A new ed25519 private key (OpenSSH format) that ssh2 reads back. Its generator writes about 1
 * key in 140 that its own parser calls "Malformed OpenSSH private key" (21 of 3,000): the demo's
 * SSH server would not start with such a host key, and a test that stored one failed on CI.
 */
export function generateEd25519Key(): string {
  for (;;) {
    const key = ssh2.utils.generateKeyPairSync('ed25519', {}).private;
    if (!(ssh2.utils.parseKey(key) instanceof Error)) return key;
  }
}
