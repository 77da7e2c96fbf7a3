import { describe, expect, it } from 'vitest';
import { firmwareOrder } from './firmwareOrder.js';

describe('firmwareOrder', () => {
  it('orders major, minor and patch as one number', () => {
    expect(firmwareOrder('RUT9_R_00.07.06.10')).toBe(70610);
    expect(firmwareOrder('RUTX_R_00.07.00')).toBe(70000);
    expect(firmwareOrder('TRB1_R_00.07.19.1')).toBe(71901);
  });

  it('sorts versions as versions, not as text', () => {
    expect(firmwareOrder('RUTX_R_00.07.10')).toBeGreaterThan(firmwareOrder('RUTX_R_00.07.09.9'));
    expect(firmwareOrder('RUTX_R_00.07.06.10')).toBeGreaterThan(firmwareOrder('RUTX_R_00.07.06.9'));
  });

  it('is 0 for a string that is not a firmware', () => {
    expect(firmwareOrder('')).toBe(0);
    expect(firmwareOrder('7.6.1')).toBe(0);
  });
});
