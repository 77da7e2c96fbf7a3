import { describe, expect, it } from 'vitest';
import { MODELS } from './data/models.js';
import { MODEL_CAPABILITY_FLAGS, modelsWithCapability } from './modelsWithCapability.js';

describe('modelsWithCapability', () => {
  it('lists the models whose hardware has the flag, and only those', () => {
    const gps = modelsWithCapability('has_gps');
    expect(gps).toContain('RUTX11');
    expect(gps).not.toContain('RUT951');
    expect(gps.length).toBe(MODELS.filter((facts) => facts.gps).length);
    expect(modelsWithCapability('has_io').every((model) => MODELS.find((f) => f.model === model)?.io)).toBe(
      true,
    );
  });

  it('gives eSIM the mobile models, and every flag at least one model', () => {
    expect(modelsWithCapability('has_esim')).toEqual(modelsWithCapability('has_mobile'));
    for (const flag of MODEL_CAPABILITY_FLAGS) expect(modelsWithCapability(flag).length).toBeGreaterThan(0);
  });

  it('gives no access point a LAN', () => {
    const lan = new Set(modelsWithCapability('has_lan'));
    for (const facts of MODELS.filter((f) => f.kind === 'access_point'))
      expect(lan.has(facts.model)).toBe(false);
  });
});
