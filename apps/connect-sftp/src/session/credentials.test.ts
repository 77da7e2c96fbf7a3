import { describe, expect, it } from 'vitest';
import { credentialsOf } from './credentials.js';

const draft = { username: 'root', password: '', privateKey: '', passphrase: '' };

describe('credentialsOf', () => {
  it('needs a user name and a password or a key', () => {
    expect(credentialsOf({ ...draft, username: '  ' })).toEqual({ ok: false, problem: 'usernameRequired' });
    expect(credentialsOf(draft)).toEqual({ ok: false, problem: 'secretRequired' });
  });

  it('sends only what was typed', () => {
    expect(credentialsOf({ ...draft, username: ' admin ', password: 'p w', passphrase: 'ignored' })).toEqual({
      ok: true,
      credentials: { username: 'admin', password: 'p w' },
    });
  });

  it('ends a pasted key with its line break and adds the passphrase', () => {
    const key = '-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n-----END OPENSSH PRIVATE KEY-----';
    expect(credentialsOf({ ...draft, privateKey: `${key}\n\n`, passphrase: 'secret' })).toEqual({
      ok: true,
      credentials: { username: 'root', private_key: `${key}\n`, passphrase: 'secret' },
    });
  });
});
