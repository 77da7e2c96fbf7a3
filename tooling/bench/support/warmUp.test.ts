import { describe, expect, it } from 'vitest';
import type { LoadResult } from './httpLoad.js';
import { stoppedRising, warmUp } from './warmUp.js';

describe('stoppedRising', () => {
  it('goes on while a window in the last three is more than 3 % above every window before it', () => {
    // A first page from a fresh server, 1 s windows (session 45).
    const rates = [870, 1047, 1409, 1824, 1896, 2004, 2076, 2075, 2096, 2203, 1945, 1893, 1978];
    const stops = rates.map((_, index) => stoppedRising(rates.slice(0, index + 1)));
    expect(stops.indexOf(true)).toBe(12);
  });

  it('needs more windows than it compares', () => {
    expect(stoppedRising([])).toBe(false);
    expect(stoppedRising([100, 100, 100])).toBe(false);
    expect(stoppedRising([100, 100, 100, 100])).toBe(true);
  });
});

describe('warmUp', () => {
  it('runs 1 s windows until the rate stops rising, and no longer than its limit', async () => {
    const windows = (rates: number[]) => {
      const asked: number[] = [];
      const window = async (seconds: number): Promise<LoadResult> => {
        asked.push(seconds);
        const perSecond = rates[asked.length - 1] ?? 0;
        return { count: perSecond, perSecond, p50: 1, p99: 2, failures: 0 };
      };
      return { window, asked };
    };
    const settling = windows([500, 900, 1200, 1190, 1210, 1180, 5000]);
    expect(await warmUp(settling.window)).toEqual({ seconds: 6, firstPerSecond: 500, lastPerSecond: 1180 });
    expect(settling.asked).toEqual([1, 1, 1, 1, 1, 1]);

    const rising = windows(Array.from({ length: 30 }, (_, index) => 100 * 1.1 ** index));
    expect((await warmUp(rising.window, 8)).seconds).toBe(8);
  });
});
