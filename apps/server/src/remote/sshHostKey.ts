import { createHash } from 'node:crypto';

/** An SSH host key as `ssh-keygen -l` names it: `SHA256:` and the unpadded base64 of its hash. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** The algorithm a host key blob names first (`ssh-ed25519`, `rsa-sha2-512`'s `ssh-rsa`, …). */
export function hostKeyAlgorithm(key: Buffer): string {
  if (key.length < 4) return 'unknown';
  const length = key.readUInt32BE(0);
  if (length === 0 || length > 64 || key.length < 4 + length) return 'unknown';
  return key.subarray(4, 4 + length).toString('latin1');
}
