import { describe, expect, it } from 'vitest';
import { FAMILY_KIND, familyOf, MODEL_FAMILIES, seriesOf } from './modelFamilies.js';

describe('model families', () => {
  it('lists the nine families of the spec', () => {
    expect(MODEL_FAMILIES).toEqual(['RUT', 'TRB', 'TSW', 'TAP', 'ATRM', 'OTD', 'SWM', 'DAP', 'TCR']);
  });

  it('gives every family a kind', () => {
    expect(Object.keys(FAMILY_KIND).sort()).toEqual([...MODEL_FAMILIES].sort());
    expect(FAMILY_KIND.TRB).toBe('gateway');
    expect(FAMILY_KIND.TSW).toBe('switch');
  });

  it.each([
    ['RUTX11', 'RUT'],
    ['ATRM50', 'ATRM'],
    ['TCR100', 'TCR'],
    ['XYZ', null],
  ])('familyOf(%s) is %s', (model, family) => {
    expect(familyOf(model)).toBe(family);
  });

  it.each([
    ['RUTX11', 'RUTX'],
    ['RUT956', 'RUT9'],
    ['TRB140', 'TRB1'],
    ['ATRM50', 'ATRM'],
    ['RUT', 'RUT'],
    ['XYZ', ''],
  ])('seriesOf(%s) is %j', (model, series) => {
    expect(seriesOf(model)).toBe(series);
  });
});
