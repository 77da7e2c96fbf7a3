import { describe, expect, it } from 'vitest';
import { connectPageOf, noRefreshForUser } from './connectPage.js';
import { readConnectParams } from './connectParams.js';

describe('readConnectParams', () => {
  it('reads a key first, then an entry id, and nothing else', () => {
    expect(readConnectParams('?key=abc&id=4')).toEqual({ kind: 'key', key: 'abc' });
    expect(readConnectParams('?id=12')).toEqual({ kind: 'id', id: 12 });
    expect(readConnectParams('?id=-3')).toEqual({ kind: 'none' });
    expect(readConnectParams('?id=1.5')).toEqual({ kind: 'none' });
    expect(readConnectParams('')).toEqual({ kind: 'none' });
  });
});

describe('connectPageOf', () => {
  it('picks the page by a path containing rms-connect/<page> (spec §2.4)', () => {
    expect(connectPageOf('/rms-connect/telnet')).toBe('telnet');
    expect(connectPageOf('/brand/rms-connect/desktop')).toBe('desktop');
    expect(connectPageOf('/management/devices')).toBeNull();
    expect(noRefreshForUser('ssh')).toBe(true);
    expect(noRefreshForUser('sftp')).toBe(false);
  });
});
