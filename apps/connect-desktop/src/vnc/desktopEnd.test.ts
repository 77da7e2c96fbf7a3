import { BRIDGE_CLOSE_CODES } from '@netfleet/contracts';
import { describe, expect, it } from 'vitest';
import { desktopEnd } from './desktopEnd.js';

const nothing = { userClosed: false, securityFailure: null, rfbFailed: false, closeCode: null };

describe('desktopEnd', () => {
  it('reads the broker’s close codes', () => {
    expect(desktopEnd({ ...nothing, closeCode: BRIDGE_CLOSE_CODES.unreachable }).end).toBe('unreachable');
    expect(desktopEnd({ ...nothing, closeCode: BRIDGE_CLOSE_CODES.signed_out }).end).toBe('signed_out');
    expect(desktopEnd({ ...nothing, closeCode: BRIDGE_CLOSE_CODES.forbidden_origin }).end).toBe(
      'forbidden_origin',
    );
    expect(desktopEnd({ ...nothing, closeCode: 1000 }).end).toBe('closed');
  });

  it('prefers what the page saw when the socket closed from this side', () => {
    expect(desktopEnd({ ...nothing, userClosed: true, closeCode: 1005 }).end).toBe('closed');
    expect(desktopEnd({ ...nothing, rfbFailed: true, closeCode: 1006 }).end).toBe('error');
    expect(desktopEnd({ ...nothing, rfbFailed: true }).end).toBe('error');
    expect(desktopEnd({ ...nothing, securityFailure: '', rfbFailed: true })).toEqual({
      end: 'auth_failed',
      detail: null,
    });
  });

  it('keeps the broker’s reason when noVNC failed because the broker closed', () => {
    expect(desktopEnd({ ...nothing, rfbFailed: true, closeCode: BRIDGE_CLOSE_CODES.idle }).end).toBe('idle');
  });

  it('calls a dropped connection the network', () => {
    expect(desktopEnd({ ...nothing, closeCode: 1006 }).end).toBe('network');
  });
});
