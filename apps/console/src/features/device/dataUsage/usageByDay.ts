import type { DeviceDataUsageDay } from '@netfleet/contracts';
import { simSlotLabel } from '@netfleet/device-capabilities';

/** The slot the usage table gives an eSIM (contracts: 1 SIM 1, 2 SIM 2, 3 eSIM). */
const ESIM_SLOT = 3;

/** One SIM's bytes per day of the period, and its totals. */
export interface SimUsage {
  /** `SIM 1`, `SIM 2` or `eSIM` (spec: slots 0 and 2 are both SIM 2). */
  label: string;
  rx: number[];
  tx: number[];
  totalRx: number;
  totalTx: number;
}

/** A period's data usage by day and SIM, ready for a chart and its tables. */
export interface UsageByDay {
  /** Every day of the period, `YYYY-MM-DD`, oldest first. */
  days: string[];
  /** SIMs that used data in the period, SIM 1, SIM 2, then eSIM. */
  sims: SimUsage[];
}

/** The days from `from` to `to` (both `YYYY-MM-DD`, both included). */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end && days.length <= 800; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

const ORDER = ['SIM 1', 'SIM 2'];
const rank = (label: string) => (ORDER.includes(label) ? ORDER.indexOf(label) : label === 'eSIM' ? 99 : 50);

/**
 * Spreads the rows of `GET /devices/{id}/data-usage` over every day of the period (days
 * without a row count 0) per SIM label: slots that share a label (0 and 2) are added up.
 *
 * @example
 * usageByDay([{ day: '2026-11-02', sim_slot: 1, rx_bytes: 10, tx_bytes: 2 }], '2026-11-01', '2026-11-03');
 * // { days: ['2026-11-01', '2026-11-02', '2026-11-03'], sims: [{ label: 'SIM 1', rx: [0, 10, 0], tx: [0, 2, 0], totalRx: 10, totalTx: 2 }] }
 */
export function usageByDay(rows: readonly DeviceDataUsageDay[], from: string, to: string): UsageByDay {
  const days = daysBetween(from, to);
  const index = new Map(days.map((day, i) => [day, i]));
  const sims = new Map<string, SimUsage>();
  for (const row of rows) {
    const at = index.get(row.day);
    if (at === undefined) continue;
    const label = simSlotLabel(row.sim_slot, row.sim_slot === ESIM_SLOT);
    let sim = sims.get(label);
    if (!sim) {
      sim = { label, rx: days.map(() => 0), tx: days.map(() => 0), totalRx: 0, totalTx: 0 };
      sims.set(label, sim);
    }
    sim.rx[at] = (sim.rx[at] as number) + row.rx_bytes;
    sim.tx[at] = (sim.tx[at] as number) + row.tx_bytes;
    sim.totalRx += row.rx_bytes;
    sim.totalTx += row.tx_bytes;
  }
  return {
    days,
    sims: [...sims.values()].sort((a, b) => rank(a.label) - rank(b.label) || a.label.localeCompare(b.label)),
  };
}
