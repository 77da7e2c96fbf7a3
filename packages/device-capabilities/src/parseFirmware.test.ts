import { describe, expect, it } from 'vitest';
import { parseFirmware, parseFirmwareVersion } from './parseFirmware.js';

describe('parseFirmwareVersion', () => {
  it.each([
    ['RUTX_R_00.07.06.3', '7.6.3'],
    ['RUTX_R_00.07.00', '7.0.0'],
    ['RUT9M_R_00.07.19.2', '7.19.2'],
    ['TRB1_R_00.07.05', '7.5.0'],
    ['RUTX_T_DEV_00.07.07', '7.7.0'],
    ['RUT9XX_R_00.06.08.3', '6.8.3'],
    ['TSW2_R_00.01.04.2', '1.4.2'],
    ['RUT9XX_R_00.03.832', '3.832.0'],
    ['RUT2M_R_GPL_00.07.10', '7.10.0'],
  ])('reads %s as %s', (firmware, version) => {
    expect(parseFirmwareVersion(firmware)).toBe(version);
  });

  it('drops the client code (01 custom build reads like 00)', () => {
    expect(parseFirmwareVersion('RUTX_R_01.07.06.3')).toBe('7.6.3');
    expect(parseFirmware('RUTX_R_01.07.06.3')?.clientCode).toBe(1);
  });

  it.each([
    'x',
    '',
    '7.6.3',
    'RUTX_R_7.6.3',
    'RUTX_X_00.07.06',
    'RUTX_R_00.07',
    'RUTX_R_00.07.06.3.1',
    'RUTX R 00.07.06',
  ])('throws "invalid semver" for %j', (firmware) => {
    expect(() => parseFirmwareVersion(firmware)).toThrowError(/invalid semver/);
  });

  it('names the firmware in the error', () => {
    expect(() => parseFirmwareVersion('x')).toThrowError('Invalid firmware "x": invalid semver');
  });
});

describe('parseFirmware', () => {
  it('splits prefix, branch, tags and client code', () => {
    const info = parseFirmware('RUTX_T_DEV_00.07.07');
    expect(info).toMatchObject({
      prefix: 'RUTX',
      branch: 'T',
      tags: ['DEV'],
      clientCode: 0,
      version: '7.7.0',
    });
    expect(info?.semver.compare('7.7.0')).toBe(0);
  });

  it('has no tags on a release build', () => {
    expect(parseFirmware('RUT9M_R_00.07.06')?.tags).toEqual([]);
  });

  it('marks TSWOS builds of managed switches', () => {
    expect(parseFirmware('TSW2_R_00.01.04.2')?.tswos).toBe(true);
    expect(parseFirmware('SWM2_R_00.01.02')?.tswos).toBe(true);
    expect(parseFirmware('RUTX_R_00.07.06')?.tswos).toBe(false);
  });

  it('accepts lower case and surrounding spaces', () => {
    expect(parseFirmware(' rutx_r_00.07.06.3 ')?.version).toBe('7.6.3');
  });

  it('returns null for an invalid string', () => {
    expect(parseFirmware('not a firmware')).toBeNull();
  });

  it('returns the same object for the same string (cached)', () => {
    expect(parseFirmware('RUTX_R_00.07.11')).toBe(parseFirmware('RUTX_R_00.07.11'));
  });

  it('keeps working past the cache limit', () => {
    for (let i = 0; i < 5000; i += 1) parseFirmware(`RUTX_R_00.07.${i % 1000}.${Math.floor(i / 1000)}`);
    expect(parseFirmware('RUTX_R_00.07.06.3')?.version).toBe('7.6.3');
  });
});
