import { describe, expect, it } from 'vitest';
import { diurnalWeight, usageBetween } from './dataUsageCurve.js';

const DAY = Date.UTC(2026, 10, 23);
const HOUR = 3_600_000;

describe('data usage curve', () => {
  it("spreads exactly a day's bytes over a day, wherever the day starts", () => {
    expect(usageBetween(24e6, DAY, DAY + 24 * HOUR, 2)).toBeCloseTo(24e6, 0);
    expect(usageBetween(24e6, DAY + 7.5 * HOUR, DAY + 31.5 * HOUR, 9)).toBeCloseTo(24e6, 0);
  });

  it('is quiet at night and busy in the evening, local time', () => {
    // 03:00 and 19:00 in UTC+2.
    expect(diurnalWeight(DAY + 1 * HOUR, 2)).toBeLessThan(0.3);
    expect(diurnalWeight(DAY + 17 * HOUR, 2)).toBeGreaterThan(1.5);
  });
});
