import { describe, expect, it } from 'vitest';
import { ioSeries } from './ioSeries.js';

describe('ioSeries', () => {
  it('holds each pin at its state until it changes, on one time axis ending at the current states', () => {
    const series = ioSeries(
      { t: [10, 20, 20, 40], pin: ['din1', 'dout1', 'din1', 'din1'], value: [true, true, false, true] },
      { din1: true, dout1: false },
      100,
    );
    expect(series.t).toEqual([10, 20, 40, 100]);
    expect(series.pins).toEqual([
      { pin: 'din1', values: [1, 0, 1, 1] },
      { pin: 'dout1', values: [null, 1, 1, 0] },
    ]);
  });

  it('shows pins known only from the current states as flat lines, in natural order', () => {
    const series = ioSeries({ t: [], pin: [], value: [] }, { din10: true, din2: false }, 50);
    expect(series).toEqual({
      t: [50],
      pins: [
        { pin: 'din2', values: [0] },
        { pin: 'din10', values: [1] },
      ],
    });
  });

  it('is empty without changes or current states', () => {
    expect(ioSeries({ t: [], pin: [], value: [] }, null, 50)).toEqual({ t: [], pins: [] });
  });
});
