import type { DeviceIo } from '@netfleet/contracts';

/** One pin's state over a period: 1 high, 0 low, null before its first known state. */
export interface PinSeries {
  pin: string;
  values: (number | null)[];
}

/** The device's I/O pins over a period, on one time axis, for step charts. */
export interface IoSeries {
  /** Unix seconds: every change, then the period's end. */
  t: number[];
  pins: PinSeries[];
}

/**
 * Turns the changes of `GET /devices/{id}/io` into one series per pin on a shared time axis:
 * a pin keeps its state until its next change. The current states (the device's `io`) end
 * every series at `end`, so a pin that has not changed lately still shows up to now; a pin
 * known only from them is a flat line of its state. Pins in natural order (`din2` before `din10`).
 *
 * @example
 * ioSeries({ t: [10, 20], pin: ['din1', 'din1'], value: [true, false] }, { din1: false }, 30);
 * // { t: [10, 20, 30], pins: [{ pin: 'din1', values: [1, 0, 0] }] }
 */
export function ioSeries(io: DeviceIo, current: Record<string, boolean> | null, end: number): IoSeries {
  const names = new Set([...io.pin, ...Object.keys(current ?? {})]);
  const pins = [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const t: number[] = [];
  const state = new Map<string, number | null>(pins.map((pin) => [pin, null]));
  const columns = new Map<string, (number | null)[]>(pins.map((pin) => [pin, []]));
  const push = (at: number) => {
    t.push(at);
    for (const pin of pins) columns.get(pin)?.push(state.get(pin) ?? null);
  };
  for (let i = 0; i < io.t.length; i += 1) {
    const at = io.t[i] as number;
    state.set(io.pin[i] as string, io.value[i] ? 1 : 0);
    // Changes at the same second are one point.
    if (t[t.length - 1] === at) {
      t.pop();
      for (const pin of pins) columns.get(pin)?.pop();
    }
    push(at);
  }
  if (current) for (const [pin, value] of Object.entries(current)) state.set(pin, value ? 1 : 0);
  if (pins.length > 0 && (t.length === 0 || end > (t[t.length - 1] as number))) push(end);
  return { t, pins: pins.map((pin) => ({ pin, values: columns.get(pin) ?? [] })) };
}
