import { describe, expect, it } from 'vitest';
import { firmwareTarget } from './firmwareTarget.js';

describe('firmwareTarget', () => {
  it('takes a full firmware string as it is', () => {
    expect(firmwareTarget('RUTX_R_00.07.06.3', { firmware: 'RUTX_R_00.07.19.1' })).toBe('RUTX_R_00.07.19.1');
  });

  it("completes a version with the device's build family", () => {
    expect(firmwareTarget('RUT9XX_R_00.07.06.3', { firmware: '7.8' })).toBe('RUT9XX_R_00.07.08');
    expect(firmwareTarget('RUT9XX_R_00.07.06.3', { version: '07.19.1' })).toBe('RUT9XX_R_00.07.19.1');
  });

  it('gives null for a command without a usable version', () => {
    expect(firmwareTarget('RUTX_R_00.07.06.3', {})).toBeNull();
    expect(firmwareTarget('RUTX_R_00.07.06.3', { firmware: 'latest' })).toBeNull();
    expect(firmwareTarget('not a firmware', { firmware: '7.8' })).toBeNull();
  });
});
