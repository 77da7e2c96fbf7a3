import { describe, expect, it } from 'vitest';
import { FIRMWARE_RELEASES } from './data/firmwareReleases.js';
import { MODELS } from './data/models.js';
import { firmwareOrder } from './firmwareOrder.js';
import { latestFirmware } from './latestFirmware.js';
import { parseFirmware } from './parseFirmware.js';

describe('latestFirmware', () => {
  it.each([
    ['RUTX11', 'RUTX_R_00.07.20'],
    ['RUTX110000XX', 'RUTX_R_00.07.20'],
    ['RUT956', 'RUT9M_R_00.07.21.1'],
    ['RUT981', 'RUTE_R_00.07.21.1'],
    ['OTD144', 'RUTE_R_00.07.21.1'],
    ['RUT955', 'RUT9_R_00.07.06.21'],
    ['TRB140', 'TRB1_R_00.07.19'],
    ['TSW212', 'TSW2_R_00.01.06.1'],
  ])('%s → %s', (model, firmware) => {
    expect(latestFirmware(model)).toBe(firmware);
  });

  it('is null for an unknown model and for unmanaged switches', () => {
    expect(latestFirmware('ACME-1')).toBeNull();
    expect(latestFirmware('RUT999')).toBeNull();
    expect(latestFirmware('TSW100')).toBeNull();
  });

  it('knows a release, with its source, for every managed build family, never older than the table', () => {
    for (const facts of MODELS.filter((m) => m.managed)) {
      const prefix = facts.firmwarePrefix ?? '';
      const release = FIRMWARE_RELEASES[prefix];
      expect(release, facts.model).toBeDefined();
      expect(release?.source).not.toBe('');
      expect(parseFirmware(release?.firmware ?? '')?.prefix).toBe(prefix);
      expect(firmwareOrder(release?.firmware ?? '')).toBeGreaterThanOrEqual(
        firmwareOrder(facts.firmware ?? ''),
      );
    }
  });
});
