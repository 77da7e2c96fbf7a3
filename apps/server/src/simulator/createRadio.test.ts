import { describe, expect, it } from 'vitest';
import { createRadio } from './createRadio.js';
import { deviceRandom } from './deviceRandom.js';
import { SIMULATOR_REGIONS, type SimulatorRegion } from './simulatorRegions.js';

const REGION: SimulatorRegion = (() => {
  const first = SIMULATOR_REGIONS[0];
  if (first === undefined) throw new Error('no simulator region');
  return first;
})();
const seed = { model: 'RUT241', sims: 1, heavy: false };

describe('createRadio', () => {
  it('runs the eSIM slot on the profile it is given, and ignores one without an eSIM', () => {
    const radio = createRadio({ ...seed, esim: true }, REGION, deviceRandom(1, '1100000001'));
    radio.useEsimProfile('8937001234567890123', 'Bite LT');
    expect(radio.switchSim()).toBe(3);
    const modem = radio.modem(radio.read());
    expect(modem).toMatchObject({ sim_slot: 3, iccid: '8937001234567890123', operator: 'Bite LT' });

    const plain = createRadio({ ...seed, esim: false }, REGION, deviceRandom(1, '1100000001'));
    plain.useEsimProfile('8937001234567890123', 'Bite LT');
    expect(plain.switchSim()).toBe(1);
    expect(plain.modem(plain.read()).iccid).not.toBe('8937001234567890123');
  });
});
