import { describe, expect, it } from 'vitest';
import { MODEL_FAMILIES } from './modelFamilies.js';
import { modelImagePath } from './modelImagePath.js';

describe('modelImagePath', () => {
  it.each([
    ['RUTX11', '/models/rut.svg'],
    ['RUT9550T0000', '/models/rut.svg'],
    ['trb-140', '/models/trb.svg'],
    ['ATRM50', '/models/atrm.svg'],
    ['TAP200', '/models/tap.svg'],
    ['RUT999', '/models/rut.svg'],
    ['ACME-1', '/models/device.svg'],
    [null, '/models/device.svg'],
  ])('%s → %s', (model, path) => {
    expect(modelImagePath(model)).toBe(path);
  });

  it('names one drawing per family', () => {
    const paths = new Set(MODEL_FAMILIES.map((family) => modelImagePath(`${family}100`)));
    expect(paths.size).toBe(MODEL_FAMILIES.length);
  });
});
