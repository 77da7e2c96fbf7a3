import { describe, expect, it } from 'vitest';
import { isConnectPath } from './isConnectPath.js';

describe('isConnectPath', () => {
  it('recognises the remote-connect pages and nothing else', () => {
    expect(isConnectPath('/rms-connect/desktop')).toBe(true);
    expect(isConnectPath('/rms-connect/ssh')).toBe(true);
    expect(isConnectPath('/app/rms-connect/sftp')).toBe(true);
    expect(isConnectPath('/management/devices')).toBe(false);
    expect(isConnectPath('/rms-connect')).toBe(false);
  });
});
