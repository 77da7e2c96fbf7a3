import { describe, expect, it } from 'vitest';
import { DEVICE_CATALOGUE } from './catalogue.js';
import { MODEL_FACTS, MODELS, SOURCES } from './data/models.js';
import { getDeviceCapabilities } from './getDeviceCapabilities.js';
import { parseFirmware } from './parseFirmware.js';
import { modelFacts } from './resolveModel.js';

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
  // Issue #13: models that had no capabilities before.
  'RUT142',
  'RUT145',
  'RUT202',
  'RUT204',
  'RUT261',
  'RUT286',
  'RUT952',
  'RUT981',
  'RUT986',
  'RUTM16',
  'RUTM20',
  'RUTM30',
  'RUTM31',
  'TRB236',
  'TRB247',
  'TSW010',
  'TSW030',
  'TSW040',
  'SWM281',
  'SWM282',
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

  it('cites a source for every model and every fact', () => {
    for (const m of MODELS) {
      expect(SOURCES[m.source]).toBeTruthy();
      for (const fact of MODEL_FACTS) expect(SOURCES[m.sources[fact]], `${m.model} ${fact}`).toBeTruthy();
    }
    expect(modelFacts('RUT952')?.sources).toMatchObject({ wifi: 'sdkRut952', ports: 'familyDefault' });
  });

  it('knows the eSIM models of the SDK, only with a modem, and the second modems of the spec', () => {
    const esim = MODELS.filter((m) => m.esim).map((m) => m.model);
    expect(esim).toEqual(
      expect.arrayContaining(['RUT241', 'RUT956', 'RUT986', 'RUTM56', 'OTD500', 'ATRM50']),
    );
    expect(esim).not.toContain('RUTX11');
    expect(esim).not.toContain('RUT206');
    for (const m of MODELS.filter((f) => f.esim)) expect(m.mobile, m.model).toBe(true);
    const dual = MODELS.filter((m) => m.secondModem).map((m) => m.model);
    expect(dual).toEqual(expect.arrayContaining(['RUTX12', 'RUTM52', 'RUTM56']));
  });

  it('has the hardware of the models issue #13 added', () => {
    expect(modelFacts('RUT986')).toMatchObject({ ports: 4, sims: 2, gps: true, io: true, esim: true });
    expect(modelFacts('RUTM20')).toMatchObject({ ports: 2, sims: 2, wifi: true, io: false, gps: false });
    expect(modelFacts('TRB236')).toMatchObject({ ports: 1, sims: 2, gps: false, firmwarePrefix: 'TRB2M' });
    expect(modelFacts('TRB247')).toMatchObject({ gps: true, mobile: true });
    expect(modelFacts('RUT145')).toMatchObject({ mobile: false, sims: 0, wifi: true });
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
