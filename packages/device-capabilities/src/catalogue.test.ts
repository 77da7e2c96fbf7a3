import { describe, expect, it } from 'vitest';
import { DEVICE_CATALOGUE } from './catalogue.js';
import { MODELS, SOURCES } from './data/models.js';
import { getDeviceCapabilities } from './getDeviceCapabilities.js';
import { parseFirmware } from './parseFirmware.js';

const REQUIRED = [
  'RUT200',
  'RUT241',
  'RUT260',
  'RUT271',
  'RUT276',
  'RUT281',
  'RUT301',
  'RUT360',
  'RUT361',
  'RUT901',
  'RUT906',
  'RUT951',
  'RUT956',
  'RUT955',
  'RUT950',
  'RUT240',
  'RUT230',
  'RUTX08',
  'RUTX09',
  'RUTX10',
  'RUTX11',
  'RUTX12',
  'RUTX14',
  'RUTX50',
  'RUTM08',
  'RUTM09',
  'RUTM10',
  'RUTM11',
  'RUTM50',
  'RUTM51',
  'RUTM52',
  'RUTM54',
  'RUTM55',
  'RUTM56',
  'RUTM59',
  'RUTC50',
  'RUT300',
  'TRB140',
  'TRB141',
  'TRB142',
  'TRB143',
  'TRB145',
  'TRB160',
  'TRB245',
  'TRB246',
  'TRB255',
  'TRB256',
  'TRB500',
  'TRB501',
  'TSW100',
  'TSW101',
  'TSW110',
  'TSW114',
  'TSW200',
  'TSW202',
  'TSW210',
  'TSW212',
  'TSW304',
  'TAP100',
  'TAP200',
  'ATRM50',
  'OTD140',
  'OTD144',
  'OTD160',
  'OTD500',
  'TCR100',
];

describe('model table', () => {
  it('holds every model the console must know', () => {
    const known = new Set(MODELS.map((m) => m.model));
    expect(REQUIRED.filter((model) => !known.has(model))).toEqual([]);
  });

  it('covers every family', () => {
    expect(new Set(MODELS.map((m) => m.family))).toEqual(
      new Set(['RUT', 'TRB', 'TSW', 'TAP', 'ATRM', 'OTD', 'SWM', 'DAP', 'TCR']),
    );
  });

  it('keeps port counts within 0 to 28 and SIM slots within 0 to 4', () => {
    for (const m of MODELS) {
      expect(m.ports).toBeGreaterThanOrEqual(0);
      expect(m.ports).toBeLessThanOrEqual(28);
      expect(m.sims).toBeLessThanOrEqual(4);
      expect(m.sims > 0).toBe(m.mobile);
    }
  });

  it('cites a source for every model', () => {
    for (const m of MODELS) expect(SOURCES[m.source]).toBeTruthy();
  });

  it('has unique names and order codes that resolve to their model', () => {
    expect(new Set(MODELS.map((m) => m.model)).size).toBe(MODELS.length);
    for (const m of MODELS) {
      expect(getDeviceCapabilities({ original_model: m.orderCode, firmware: m.firmware ?? '' }).model).toBe(
        m.model,
      );
    }
  });
});

describe('DEVICE_CATALOGUE', () => {
  it('leaves out unmanaged switches', () => {
    const models = DEVICE_CATALOGUE.map((e) => e.model);
    expect(models).not.toContain('TSW100');
    expect(models).toContain('TSW212');
    expect(models).toContain('RUTX11');
  });

  it('gives every entry a firmware that parses and is named after its build family', () => {
    for (const entry of DEVICE_CATALOGUE) {
      const info = parseFirmware(entry.firmware);
      expect(info, entry.firmware).not.toBeNull();
      const facts = MODELS.find((m) => m.model === entry.model);
      expect(info?.prefix).toBe(facts?.firmwarePrefix);
    }
  });

  it('seeds RutOS devices with current firmware (no legacy flags on 07.19)', () => {
    const rutx = DEVICE_CATALOGUE.find((e) => e.model === 'RUTX11');
    expect(rutx).toMatchObject({ orderCode: 'RUTX110000XX', series: 'RUTX', kind: 'router' });
    const caps = getDeviceCapabilities({
      original_model: rutx?.orderCode ?? '',
      firmware: rutx?.firmware ?? '',
    });
    expect(caps.has_legacy_alerts).toBe(false);
  });
});
