import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCredentialBox } from '../remote/credentialBox.js';
import { DEMO_DEVICE_ACCESS_DEVICES, DEMO_DEVICE_LOGIN, demoRemoteAccess } from './demoResources.js';

const DEVICES = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, name: `Router ${i + 1}` }));

describe('demoRemoteAccess', () => {
  it('gives each of the first devices SSH, Telnet, Files and Desktop on its own 127.0.0.1', () => {
    const box = createCredentialBox(randomBytes(32));
    const rows = demoRemoteAccess(DEVICES, Date.now(), (credentials) => box.seal(credentials));
    const first = rows.filter((row) => row.deviceId === 1 && row.destination === '127.0.0.1');
    expect(first.map((row) => [row.name, row.protocol, row.port, row.username])).toEqual([
      ['SSH', 'ssh', 22, 'root'],
      ['Telnet', 'telnet', 23, null],
      ['Files', 'sftp', 22, 'root'],
      ['Desktop', 'vnc', 5900, null],
    ]);
    const ssh = first[0];
    expect(ssh?.hasPassword).toBe(true);
    expect(box.open(ssh?.secretCiphertext ?? '')).toEqual({ password: DEMO_DEVICE_LOGIN.password });
    const withDemoEntries = new Set(rows.filter((row) => row.name === 'SSH').map((row) => row.deviceId));
    expect(withDemoEntries.size).toBe(DEMO_DEVICE_ACCESS_DEVICES);
    // The first device's entries come first (lowest ids): the device a newcomer opens first.
    expect(rows[0]?.deviceId).toBe(1);
  });

  it('keeps the browser and RDP entries, some disabled', () => {
    const rows = demoRemoteAccess(DEVICES, Date.now());
    const others = rows.filter((row) => row.destination !== '127.0.0.1');
    expect(new Set(others.map((row) => row.protocol))).toEqual(new Set(['http', 'https', 'rdp']));
    expect(others.some((row) => row.enabled === false)).toBe(true);
  });

  it('stores no password without the credential box', () => {
    const ssh = demoRemoteAccess(DEVICES, Date.now()).find((row) => row.name === 'SSH');
    expect(ssh).toMatchObject({ username: 'root', secretCiphertext: null, hasPassword: false });
  });
});
