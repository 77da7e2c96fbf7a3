import { describe, expect, it } from 'vitest';
import { connectProtocolOf, noRefreshForUser, passesWithKey } from './connectEntry.js';

describe('connect pages', () => {
  it('are chosen by path; anything else starts the main application', () => {
    expect(connectProtocolOf('/rms-connect/desktop')).toBe('desktop');
    expect(connectProtocolOf('/rms-connect/ssh')).toBe('ssh');
    expect(connectProtocolOf('/rms-connect/telnet')).toBe('telnet');
    expect(connectProtocolOf('/app/rms-connect/sftp')).toBe('sftp');
    expect(connectProtocolOf('/management/devices')).toBeNull();
    expect(connectProtocolOf('/rms-connect')).toBeNull();
  });

  it('let ssh and desktop pass with a key, and never refresh /user on ssh and telnet', () => {
    expect(passesWithKey('ssh', '?key=abc')).toBe(true);
    expect(passesWithKey('desktop', '?key=abc')).toBe(true);
    expect(passesWithKey('sftp', '?key=abc')).toBe(false);
    expect(passesWithKey('telnet', '?key=abc')).toBe(false);
    expect(passesWithKey('ssh', '?other=1')).toBe(false);
    expect(noRefreshForUser('ssh')).toBe(true);
    expect(noRefreshForUser('telnet')).toBe(true);
    expect(noRefreshForUser('desktop')).toBe(false);
    expect(noRefreshForUser('sftp')).toBe(false);
  });
});
