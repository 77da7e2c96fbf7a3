import type { DeviceLiveSample, DeviceSamples } from '@netfleet/contracts';
import { describe, expect, it } from 'vitest';
import { appendSamples } from './appendSamples.js';

const data = (resolution: 'raw' | 'hour'): DeviceSamples => ({
  resolution,
  t: [1000, 1300],
  signal: [-70, -72],
  rsrp: [-100, -101],
  rsrq: [-10, -11],
  sinr: [12, 11],
  temperature: [40, 41],
  cpu_load: [0.1, 0.2],
  memory_used: [0.5, 0.5],
});

const sample = (seconds: number, signal: number): DeviceLiveSample => ({
  at: new Date(seconds * 1000).toISOString(),
  signal,
  rsrp: -99,
  rsrq: null,
  sinr: 10,
  temperature: 42,
  cpu_load: 0.3,
  memory_used: 0.6,
});

describe('appendSamples', () => {
  it('appends newer live samples in time order, once each, to every column', () => {
    const merged = appendSamples(data('raw'), [
      sample(1900, -60),
      sample(1600, -65),
      sample(1300, -1),
      sample(1600, -2),
    ]);
    expect(merged.t).toEqual([1000, 1300, 1600, 1900]);
    expect(merged.signal).toEqual([-70, -72, -65, -60]);
    expect(merged.rsrq).toEqual([-10, -11, null, null]);
    expect(merged.memory_used).toEqual([0.5, 0.5, 0.6, 0.6]);
  });

  it('leaves the fetched answer as it is when nothing is newer, and hourly averages alone', () => {
    const raw = data('raw');
    expect(appendSamples(raw, [sample(1200, -1)])).toBe(raw);
    const hourly = data('hour');
    expect(appendSamples(hourly, [sample(5000, -1)])).toBe(hourly);
  });

  it('starts an empty answer with the live samples', () => {
    const empty: DeviceSamples = {
      ...data('raw'),
      t: [],
      signal: [],
      rsrp: [],
      rsrq: [],
      sinr: [],
      temperature: [],
      cpu_load: [],
      memory_used: [],
    };
    expect(appendSamples(empty, [sample(10, -80)]).signal).toEqual([-80]);
  });
});
