import type { RemoteSessionAccess } from '@netfleet/contracts';
import { describe, expect, it } from 'vitest';
import {
  type CredentialValues,
  credentialProblems,
  initialCredentials,
  needsCredentials,
  startMessage,
} from './credentials.js';

const access: RemoteSessionAccess = {
  id: 7,
  name: 'Router SSH',
  protocol: 'ssh',
  destination: '192.168.1.1',
  port: 22,
  device_id: 3,
  device_name: 'RUT241',
  username: 'root',
  has_password: false,
  has_private_key: false,
  host_key_sha256: null,
};

const KEY =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n';

const values = (patch: Partial<CredentialValues>): CredentialValues => ({
  ...initialCredentials(access),
  ...patch,
});

describe('needsCredentials', () => {
  it('asks only for an SSH or SFTP entry that stores neither a password nor a key', () => {
    expect(needsCredentials(access)).toBe(true);
    expect(needsCredentials({ ...access, protocol: 'sftp' })).toBe(true);
    expect(needsCredentials({ ...access, protocol: 'sftp', has_password: true })).toBe(false);
    expect(needsCredentials({ ...access, has_password: true })).toBe(false);
    expect(needsCredentials({ ...access, has_private_key: true })).toBe(false);
    // Telnet signs in on the terminal itself.
    expect(needsCredentials({ ...access, protocol: 'telnet' })).toBe(false);
  });
});

describe('initialCredentials', () => {
  it('fills the entry’s user name and starts with a password', () => {
    expect(initialCredentials(access)).toEqual({
      username: 'root',
      method: 'password',
      password: '',
      privateKey: '',
      passphrase: '',
    });
    expect(initialCredentials({ ...access, username: null }).username).toBe('');
  });
});

describe('credentialProblems', () => {
  it('wants a user name and the chosen method’s secret', () => {
    expect(credentialProblems(values({ username: '  ' }))).toEqual({
      username: 'usernameRequired',
      password: 'passwordRequired',
    });
    expect(credentialProblems(values({ method: 'key', password: 'ignored' }))).toEqual({
      privateKey: 'keyRequired',
    });
    expect(credentialProblems(values({ password: ' secret ' }))).toEqual({});
    expect(credentialProblems(values({ method: 'key', privateKey: KEY }))).toEqual({});
  });

  it('refuses text that is not a private key, and a public key', () => {
    expect(
      credentialProblems(values({ method: 'key', privateKey: 'ssh-ed25519 AAAAC3Nz… me@host' })),
    ).toEqual({
      privateKey: 'keyNotPrivateKey',
    });
    expect(
      credentialProblems(values({ method: 'key', privateKey: '-----BEGIN RSA PRIVATE KEY-----\nMIIE\n' })),
    ).toEqual({});
    expect(
      credentialProblems(values({ method: 'key', privateKey: 'PuTTY-User-Key-File-3: ssh-ed25519\n' })),
    ).toEqual({});
  });

  it('keeps to the bridge’s limits', () => {
    expect(credentialProblems(values({ username: 'u'.repeat(65), password: 'p'.repeat(1025) }))).toEqual({
      username: 'usernameTooLong',
      password: 'passwordTooLong',
    });
    expect(
      credentialProblems(
        values({ method: 'key', privateKey: `${KEY}${'x'.repeat(16_384)}`, passphrase: 'p'.repeat(1025) }),
      ),
    ).toEqual({ privateKey: 'keyTooLong', passphrase: 'passphraseTooLong' });
  });
});

describe('startMessage', () => {
  it('sends the size alone when the entry stores the credentials', () => {
    expect(startMessage({ cols: 120, rows: 40 })).toEqual({ type: 'start', cols: 120, rows: 40 });
  });

  it('sends the user name and password as typed (the user name trimmed)', () => {
    expect(startMessage({ cols: 80, rows: 24 }, values({ username: ' admin ', password: ' pw ' }))).toEqual({
      type: 'start',
      cols: 80,
      rows: 24,
      username: 'admin',
      password: ' pw ',
    });
  });

  it('sends only the chosen method: a key and its passphrase, not a password typed before', () => {
    expect(
      startMessage(
        { cols: 80, rows: 24 },
        values({ method: 'key', password: 'typed first', privateKey: `\n${KEY}`, passphrase: 'words' }),
      ),
    ).toEqual({
      type: 'start',
      cols: 80,
      rows: 24,
      username: 'root',
      private_key: KEY.trim(),
      passphrase: 'words',
    });
    expect(
      startMessage({ cols: 80, rows: 24 }, values({ method: 'key', privateKey: KEY })),
    ).not.toHaveProperty('passphrase');
  });
});
