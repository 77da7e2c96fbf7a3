import { describe, expect, it } from 'vitest';
import { getDeviceCapabilities } from './getDeviceCapabilities.js';
import {
  formatActiveParameters,
  isValidMonitoringInterval,
  MAX_ACTIVE_PARAMETERS,
  MONITORING_INTERVAL_MAX,
  MONITORING_INTERVAL_MIN,
  MONITORING_TYPES,
  monitoringTypeById,
  monitoringTypesFor,
} from './monitoring.js';
import { REFRESH_INTERVALS } from './refreshIntervals.js';

describe('monitoring types', () => {
  it('have the config ids and default periods of the spec', () => {
    expect(MONITORING_TYPES.map((t) => [t.key, t.config_id, t.default])).toEqual([
      ['dynamic', 0, 300],
      ['static', 1, 1_296_000],
      ['hotspot', 2, 300],
      ['gps', 3, 300],
      ['io', 4, 300],
      ['wireless', 5, 300],
      ['ddns', 6, 300],
      ['l2tp', 7, 300],
    ]);
  });

  it('share the 60 to 31536000 range', () => {
    expect(MONITORING_INTERVAL_MIN).toBe(60);
    expect(MONITORING_INTERVAL_MAX).toBe(31_536_000);
    for (const t of MONITORING_TYPES) expect([t.min, t.max]).toEqual([60, 31_536_000]);
  });

  it('finds a type by config id', () => {
    expect(monitoringTypeById(6)?.key).toBe('ddns');
    expect(monitoringTypeById(42)).toBeUndefined();
  });

  it('lists only the types a device supports', () => {
    const rutx08 = getDeviceCapabilities({ original_model: 'RUTX08', firmware: 'RUTX_R_00.07.19' });
    expect(monitoringTypesFor(rutx08).map((t) => t.key)).toEqual([
      'dynamic',
      'static',
      'hotspot',
      'io',
      'ddns',
      'l2tp',
    ]);
    const tsw = getDeviceCapabilities({ original_model: 'TSW212', firmware: 'TSW2_R_00.01.06' });
    expect(monitoringTypesFor(tsw).map((t) => t.key)).toEqual(['dynamic', 'static']);
  });
});

describe('isValidMonitoringInterval', () => {
  it.each([
    [60, true],
    [300, true],
    [31_536_000, true],
    [59, false],
    [31_536_001, false],
    [60.5, false],
    [Number.NaN, false],
  ])('%s is %s', (seconds, valid) => {
    expect(isValidMonitoringInterval(seconds)).toBe(valid);
  });
});

describe('active parameters', () => {
  it('are shown out of 200', () => {
    expect(MAX_ACTIVE_PARAMETERS).toBe(200);
    expect(formatActiveParameters(12)).toBe('12 / 200');
  });
});

describe('REFRESH_INTERVALS', () => {
  it('offers the nine choices with their seconds', () => {
    expect(REFRESH_INTERVALS.map((r) => [r.label, r.seconds])).toEqual([
      ['10s', 10],
      ['30s', 30],
      ['1m', 60],
      ['5m', 300],
      ['15m', 900],
      ['30m', 1800],
      ['1h', 3600],
      ['2h', 7200],
      ['24h', 86_400],
    ]);
  });
});
