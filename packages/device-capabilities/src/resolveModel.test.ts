import { describe, expect, it } from 'vitest';
import { modelFacts, normalizeModel, resolveModel } from './resolveModel.js';

describe('resolveModel', () => {
  it.each([
    ['RUTX110000XX', 'RUTX11'],
    ['RUT9550T0000', 'RUT955'],
    ['TRB1401000', 'TRB140'],
    ['RUTX11', 'RUTX11'],
    ['rutx11 000000', 'RUTX11'],
    ['RUT-241 010000', 'RUT241'],
    ['RUT2060XX000', 'RUT206'],
    ['RUT2000XX000', 'RUT200'],
    ['TSW212000000', 'TSW212'],
    ['SWM280000000', 'SWM280'],
    ['ATRM50000000', 'ATRM50'],
  ])('resolves %s to the longest known model %s', (orderCode, model) => {
    expect(resolveModel(orderCode)?.model).toBe(model);
  });

  it.each(['RUT9', 'XYZ123', '', 'RUTX1'])('returns null for unknown %j', (name) => {
    expect(resolveModel(name)).toBeNull();
  });

  it('keeps working past the cache limit', () => {
    for (let i = 0; i < 5000; i += 1) resolveModel(`RUTX11${i}`);
    expect(resolveModel('RUTX12000000')?.model).toBe('RUTX12');
  });
});

describe('normalizeModel', () => {
  it('upper-cases and drops separators', () => {
    expect(normalizeModel('rut-955 0t0000')).toBe('RUT9550T0000');
  });
});

describe('modelFacts', () => {
  it('finds an exact model only', () => {
    expect(modelFacts('RUTM52')?.secondModem).toBe(true);
    expect(modelFacts('RUTM520000')).toBeUndefined();
  });
});
