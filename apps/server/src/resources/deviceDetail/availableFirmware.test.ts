import { latestFirmware } from '@netfleet/device-capabilities';
import { describe, expect, it } from 'vitest';
import { availableFirmware } from './availableFirmware.js';

describe('availableFirmware', () => {
  it("offers the model's newest firmware only when it is newer than the device's", () => {
    const latest = latestFirmware('RUTX11');
    expect(latest).toMatch(/^RUTX_R_00\.07\./);
    expect(availableFirmware('RUTX11', 'RUTX_R_00.07.01')).toBe(latest);
    expect(availableFirmware('RUTX11', latest as string)).toBeNull();
    expect(availableFirmware('RUTX11', 'RUTX_R_00.99.01')).toBeNull();
    expect(availableFirmware('RUTX11', 'custom build')).toBeNull();
    expect(availableFirmware('ACME-1', 'RUTX_R_00.07.01')).toBeNull();
  });
});
