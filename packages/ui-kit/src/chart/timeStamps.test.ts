// @vitest-environment node
// uPlot reads matchMedia when imported in a DOM; its date formatting needs no DOM.
import uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { TIME_AXIS_STAMPS, TIME_SERIES_STAMP } from './timeStamps.js';

describe('the time axis labels', () => {
  const at = new Date(2026, 10, 28, 15, 5, 9);
  const label = (template: unknown) => uPlot.fmtDate(String(template))(at);

  it('write 24-hour times and numeric dates, as the rest of the console', () => {
    expect(TIME_AXIS_STAMPS.map((row) => label(row[1]))).toEqual([
      '2026',
      '2026-11',
      '11-28',
      '15:05',
      '15:05',
      ':09',
    ]);
    // What a tick adds when the day rolls over, for hours and minutes.
    expect(label(TIME_AXIS_STAMPS[3]?.[4])).toBe('\n11-28');
    expect(label(TIME_SERIES_STAMP)).toBe('2026-11-28 15:05:09');
  });

  it('hold no English words: no am or pm, no month names', () => {
    const texts = TIME_AXIS_STAMPS.flatMap((row) =>
      row
        .slice(1, 8)
        .filter((cell) => cell !== null)
        .map(label),
    );
    for (const text of texts) expect(text).toMatch(/^[\d\s:-]*$/);
  });
});
