import { describe, expect, it } from 'vitest';
import { getDeviceCapabilities } from './getDeviceCapabilities.js';

const caps = (original_model: string, firmware: string, esim?: boolean) =>
  getDeviceCapabilities(
    esim === undefined ? { original_model, firmware } : { original_model, firmware, esim },
  );

describe('getDeviceCapabilities: hardware', () => {
  it('derives a RUTX11 from its order code', () => {
    expect(caps('RUTX110000XX', 'RUTX_R_00.07.06.3')).toMatchObject({
      model: 'RUTX11',
      family: 'RUT',
      device_series: 'RUTX',
      fw_version: '7.6.3',
      has_wifi: true,
      has_gps: true,
      has_mobile: true,
      has_io: true,
      port_count: 4,
      sim_count: 2,
      has_second_modem: false,
    });
  });

  it.each([
    ['RUTX12000000', 'RUTX_R_00.07.19.1'],
    ['RUTM52000000', 'RUTM_R_00.07.19'],
    ['RUTM56000000', 'RUTM_R_00.07.19'],
  ])('has a second modem on %s', (model, firmware) => {
    expect(caps(model, firmware).has_second_modem).toBe(true);
  });

  it.each([
    ['TRB141003000', 'TRB1_R_00.07.19', 0],
    ['TRB140003000', 'TRB1_R_00.07.19', 1],
    ['RUT240000000', 'RUT2XX_R_00.07.06.3', 2],
    ['RUT955', 'RUT9XX_R_00.07.06.3', 4],
    ['RUTX50000000', 'RUTX_R_00.07.19.1', 5],
    ['TSW212000000', 'TSW2_R_00.01.06.1', 10],
    ['SWM280000000', 'SWM2_R_00.01.02', 28],
  ])('counts Ethernet ports of %s: %i', (model, firmware, ports) => {
    expect(caps(model, firmware).port_count).toBe(ports);
  });

  it.each([
    ['RUTX08000000', 'RUTX_R_00.07.19.1', 0],
    ['TRB140003000', 'TRB1_R_00.07.19', 1],
    ['RUT956000000', 'RUT9M_R_00.07.19.2', 2],
    ['RUTM56000000', 'RUTM_R_00.07.19', 4],
  ])('counts SIM slots of %s: %i', (model, firmware, sims) => {
    expect(caps(model, firmware).sim_count).toBe(sims);
  });

  it('adds the reported eSIM to the SIM count of a device with a modem', () => {
    const withEsim = caps('RUT241000000', 'RUT2M_R_00.07.19.1', true);
    expect(withEsim.has_esim).toBe(true);
    expect(withEsim.sim_count).toBe(2);
    expect(caps('RUT241000000', 'RUT2M_R_00.07.19.1', false).has_esim).toBe(false);
  });

  it('ignores an eSIM flag on a model without a modem', () => {
    const result = caps('RUTX10000000', 'RUTX_R_00.07.19.1', true);
    expect(result.has_esim).toBe(false);
    expect(result.sim_count).toBe(0);
  });

  it('has no LAN on gateways without Ethernet nor on access points', () => {
    expect(caps('TRB142003000', 'TRB1_R_00.07.19').has_lan).toBe(false);
    expect(caps('TAP200000000', 'TAP200_R_00.07.19').has_lan).toBe(false);
    expect(caps('TSW202000000', 'TSW2_R_00.01.06.1').has_lan).toBe(true);
  });

  it('knows GPS-less and Wi-Fi-less models', () => {
    expect(caps('RUTX09000000', 'RUTX_R_00.07.19.1')).toMatchObject({ has_wifi: false, has_gps: true });
    expect(caps('RUT951000000', 'RUT9M_R_00.07.19.2')).toMatchObject({ has_wifi: true, has_gps: false });
  });
});

describe('getDeviceCapabilities: firmware', () => {
  it('tells RutOS from TSWOS', () => {
    expect(caps('RUTX11', 'RUTX_R_00.07.06').has_rutos).toBe(true);
    expect(caps('TSW212', 'TSW2_R_00.01.04.2').has_rutos).toBe(false);
  });

  it('reads an unreadable firmware as no firmware capabilities, without throwing', () => {
    const result = caps('RUTX11', 'garbage');
    expect(result.fw_version).toBeNull();
    expect(result).toMatchObject({
      has_rutos: false,
      has_wifi: false,
      has_vpn: false,
      has_ddns: false,
      has_hotspot: false,
      has_data_usage: false,
      has_legacy_alerts: false,
      has_legacy_vpn: false,
      has_gps: true,
      port_count: 4,
    });
  });

  it.each([
    ['RUT360000000', 'RUT36X_R_00.06.09', false],
    ['RUT360000000', 'RUT36X_R_00.07.00', true],
    ['RUT300000000', 'RUT30X_R_00.07.05', false],
    ['RUT300000000', 'RUT30X_R_00.07.06', true],
    ['TRB140003000', 'TRB1_R_00.07.05.4', false],
    ['TRB140003000', 'TRB1_R_00.07.06', true],
    ['TRB245000000', 'TRB2_R_00.07.05', false],
    ['TRB245000000', 'TRB2_R_00.07.06', true],
    ['TRB500000000', 'TRB5_R_00.07.04', false],
    ['TRB500000000', 'TRB5_R_00.07.06', true],
    ['RUT955', 'RUT9XX_R_00.06.08.3', true],
  ])('hotspot rule: %s on %s is %s', (model, firmware, expected) => {
    expect(caps(model, firmware).has_hotspot).toBe(expected);
  });

  it('has no hotspot without a LAN port (TRB141) nor on switches', () => {
    expect(caps('TRB141003000', 'TRB1_R_00.07.19').has_hotspot).toBe(false);
    expect(caps('TSW202000000', 'TSW2_R_00.01.06.1').has_hotspot).toBe(false);
  });

  it.each([
    ['RUT955', 'RUT9XX_R_00.06.08.3', false],
    ['RUT955', 'RUT9XX_R_00.07.00', true],
    ['RUTX11', 'RUTX_R_00.02.03', false],
    ['RUTX11', 'RUTX_R_00.02.04', true],
    ['TRB140', 'TRB1_R_00.02.04', true],
    ['TRB140', 'TRB1_R_00.02.03.1', false],
    ['TRB245', 'TRB2_R_00.02.04', true],
    ['TSW212', 'TSW2_R_00.07.00', false],
  ])('DDNS rule: %s on %s is %s', (model, firmware, expected) => {
    expect(caps(model, firmware).has_ddns).toBe(expected);
  });

  it.each([
    ['RUT240', 'RUT2XX_R_00.01.14', false],
    ['RUT240', 'RUT2XX_R_00.07.00', true],
    ['RUT955', 'RUT9XX_R_00.06.08.3', false],
    ['RUT955', 'RUT9XX_R_00.07.06.3', true],
    ['RUTX11', 'RUTX_R_00.02.03', false],
    ['RUTX11', 'RUTX_R_00.02.04', true],
    ['RUTM11', 'RUTM_R_00.07.04', true],
    ['TAP100', 'TAP100_R_00.07.04', true],
  ])('wireless rule: %s on %s is %s', (model, firmware, expected) => {
    expect(caps(model, firmware).has_wifi).toBe(expected);
  });

  it.each([
    ['TRB500000000', 'TRB5_R_00.07.11', false],
    ['TRB500000000', 'TRB5_R_00.07.12', true],
    ['TRB501100000', 'TRB5_R_00.07.11', true],
    ['RUTX08000000', 'RUTX_R_00.07.19.1', false],
  ])('data usage rule: %s on %s is %s', (model, firmware, expected) => {
    expect(caps(model, firmware).has_data_usage).toBe(expected);
  });

  it.each([
    ['RUTX_R_00.07.12.4', true],
    ['RUTX_R_00.07.13', false],
    ['RUTX_R_00.07.14.1', false],
  ])('legacy alerts below 07.13: %s is %s', (firmware, expected) => {
    expect(caps('RUTX11', firmware).has_legacy_alerts).toBe(expected);
  });

  it.each([
    ['RUTX_R_00.07.05.4', true],
    ['RUTX_R_00.07.06', false],
  ])('legacy VPN below 07.06: %s is %s', (firmware, expected) => {
    expect(caps('RUTX11', firmware).has_legacy_vpn).toBe(expected);
  });

  it('compares versions as numbers, not text (07.10 is newer than 07.9)', () => {
    expect(caps('RUTX11', 'RUTX_R_00.07.10').has_legacy_vpn).toBe(false);
    expect(caps('RUTX11', 'RUTX_R_00.07.09').has_legacy_vpn).toBe(false);
    expect(caps('RUTX11', 'RUTX_R_00.07.5').has_legacy_vpn).toBe(true);
  });

  it('does not call TSWOS legacy', () => {
    expect(caps('TSW212', 'TSW2_R_00.01.04.2')).toMatchObject({
      has_legacy_alerts: false,
      has_legacy_vpn: false,
    });
  });
});

describe('getDeviceCapabilities: router services', () => {
  it('gives routers and gateways VPN, L2TP, web filter and network map', () => {
    expect(caps('RUTX11', 'RUTX_R_00.07.19.1')).toMatchObject({
      has_vpn: true,
      has_l2tp: true,
      has_webfilter: true,
      has_network_map: true,
    });
    expect(caps('TRB140', 'TRB1_R_00.07.19')).toMatchObject({ has_vpn: true, has_l2tp: true });
  });

  it('gives no router services to switches and access points', () => {
    for (const [model, firmware] of [
      ['TSW212', 'TSW2_R_00.01.06.1'],
      ['TAP200', 'TAP200_R_00.07.19'],
      ['DAP140', 'DAP14X_R_00.07.19'],
    ] as const) {
      expect(caps(model, firmware)).toMatchObject({
        has_vpn: false,
        has_l2tp: false,
        has_webfilter: false,
        has_ddns: false,
      });
    }
  });

  it('keeps the network map and web filter off a gateway without a LAN', () => {
    expect(caps('TRB145003000', 'TRB1_R_00.07.19')).toMatchObject({
      has_vpn: true,
      has_network_map: false,
      has_webfilter: false,
    });
  });
});

describe('getDeviceCapabilities: unknown models', () => {
  it('gives an unknown router what every model of its series has, flagged inferred', () => {
    expect(caps('RUT999000000', 'RUT9M_R_00.07.19')).toMatchObject({
      model: null,
      family: 'RUT',
      device_series: 'RUT9',
      inferred: true,
      has_vpn: true,
      has_wifi: true,
      has_mobile: true,
      has_io: true,
      // Not every RUT9 has GNSS or an eSIM variant, so an unknown one has neither.
      has_gps: false,
      port_count: 4,
      sim_count: 2,
      has_lan: true,
    });
    expect(caps('RUTX110000XX', 'RUTX_R_00.07.19.1').inferred).toBe(false);
  });

  it('falls back to the family when the series is unknown too', () => {
    // No TRB9 series: the TRB family shares a modem and I/O, not Ethernet (TRB141 has none).
    expect(caps('TRB900000000', 'TRB1_R_00.07.19')).toMatchObject({
      model: null,
      family: 'TRB',
      device_series: 'TRB9',
      inferred: true,
      has_mobile: true,
      has_io: true,
      has_gps: false,
      port_count: 0,
      has_lan: false,
    });
  });

  it('keeps an unknown switch away from router services', () => {
    expect(caps('TSW999000000', 'TSW2_R_00.01.06')).toMatchObject({
      family: 'TSW',
      device_series: 'TSW9',
      has_vpn: false,
    });
    expect(caps('TSW999000000', 'RUTX_R_00.07.06')).toMatchObject({ has_rutos: true, has_vpn: false });
  });

  it('has no family at all outside the known families', () => {
    expect(caps('ACME-1', 'RUTX_R_00.07.06')).toMatchObject({
      model: null,
      family: null,
      inferred: false,
      device_series: '',
      has_vpn: false,
      port_count: 0,
    });
  });
});

describe('getDeviceCapabilities: missing values', () => {
  it('reads a missing model or firmware as unknown, without throwing', () => {
    expect(getDeviceCapabilities({ original_model: null, firmware: null })).toMatchObject({
      model: null,
      family: null,
      fw_version: null,
      has_rutos: false,
    });
    expect(getDeviceCapabilities({ original_model: 'RUTX11', firmware: undefined })).toMatchObject({
      model: 'RUTX11',
      fw_version: null,
    });
  });
});

describe('getDeviceCapabilities: caching', () => {
  it('returns the same frozen object for the same device', () => {
    const first = caps('RUTX11', 'RUTX_R_00.07.11');
    expect(caps('RUTX11', 'RUTX_R_00.07.11')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(caps('RUTX11', 'RUTX_R_00.07.11', true)).not.toBe(first);
  });

  it('keeps answering correctly past the cache limit', () => {
    for (let i = 0; i < 17_000; i += 1) caps(`RUTX11${i}`, 'RUTX_R_00.07.06');
    expect(caps('RUTX110000XX', 'RUTX_R_00.07.06.3').fw_version).toBe('7.6.3');
  });
});
