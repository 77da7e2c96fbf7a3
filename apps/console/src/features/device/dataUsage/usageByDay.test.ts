import { describe, expect, it } from 'vitest';
import { usageByDay } from './usageByDay.js';

describe('usageByDay', () => {
  it('spreads the rows over every day of the period per SIM, with totals', () => {
    const usage = usageByDay(
      [
        { day: '2026-11-02', sim_slot: 1, rx_bytes: 10, tx_bytes: 2 },
        { day: '2026-11-03', sim_slot: 1, rx_bytes: 5, tx_bytes: 1 },
        { day: '2026-11-01', sim_slot: 3, rx_bytes: 7, tx_bytes: 7 },
      ],
      '2026-11-01',
      '2026-11-03',
    );
    expect(usage.days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(usage.sims).toEqual([
      { label: 'SIM 1', rx: [0, 10, 5], tx: [0, 2, 1], totalRx: 15, totalTx: 3 },
      { label: 'eSIM', rx: [7, 0, 0], tx: [7, 0, 0], totalRx: 7, totalTx: 7 },
    ]);
  });

  it('labels slots 0 and 2 both SIM 2 (spec) and adds them up; rows outside the period are left out', () => {
    const usage = usageByDay(
      [
        { day: '2026-10-31', sim_slot: 0, rx_bytes: 999, tx_bytes: 999 },
        { day: '2026-11-01', sim_slot: 0, rx_bytes: 1, tx_bytes: 2 },
        { day: '2026-11-01', sim_slot: 2, rx_bytes: 3, tx_bytes: 4 },
      ],
      '2026-11-01',
      '2026-11-01',
    );
    expect(usage.sims).toEqual([{ label: 'SIM 2', rx: [4], tx: [6], totalRx: 4, totalTx: 6 }]);
  });

  it('has no SIMs for a period without usage', () => {
    expect(usageByDay([], '2026-11-01', '2026-11-30')).toMatchObject({ sims: [] });
    expect(usageByDay([], '2026-11-01', '2026-11-30').days).toHaveLength(30);
  });
});
