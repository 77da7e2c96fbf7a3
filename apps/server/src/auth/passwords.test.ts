import { describe, expect, it } from 'vitest';
import { hashPassword, TEST_PASSWORD_HASH_COST, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it("hashes with argon2id at the library's cost unless told otherwise", async () => {
    expect(await hashPassword('secret')).toMatch(/^\$argon2id\$v=19\$m=65536,p=\d+,t=3\$/);
    expect(await hashPassword('secret', TEST_PASSWORD_HASH_COST)).toMatch(
      /^\$argon2id\$v=19\$m=1024,p=\d+,t=1\$/,
    );
  });

  it('verifies against the cost stored in the hash', async () => {
    const cheap = await hashPassword('secret', TEST_PASSWORD_HASH_COST);
    expect(await verifyPassword(cheap, 'secret')).toBe(true);
    expect(await verifyPassword(cheap, 'Secret')).toBe(false);
    expect(await verifyPassword(null, 'secret')).toBe(false);
    expect(await verifyPassword('not a hash', 'secret')).toBe(false);
  });
});
