import type { DeviceLiveSample, DeviceSamples } from '@netfleet/contracts';

const FIELDS = ['signal', 'rsrp', 'rsrq', 'sinr', 'temperature', 'cpu_load', 'memory_used'] as const;

/**
 * The fetched samples with live ones (a report's newest sample, pushed on the device's
 * channel) appended: only samples newer than the last one fetched, in time order, each
 * once. Hourly averages get none (a raw sample is not an hour's average).
 */
export function appendSamples(data: DeviceSamples, live: readonly DeviceLiveSample[]): DeviceSamples {
  if (data.resolution !== 'raw' || live.length === 0) return data;
  let last = data.t.length > 0 ? (data.t[data.t.length - 1] as number) : Number.NEGATIVE_INFINITY;
  const next: DeviceSamples = {
    ...data,
    t: [...data.t],
    ...Object.fromEntries(FIELDS.map((field) => [field, [...data[field]]])),
  };
  const ordered = [...live].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  for (const sample of ordered) {
    const at = Math.floor(Date.parse(sample.at) / 1000);
    if (!Number.isFinite(at) || at <= last) continue;
    last = at;
    next.t.push(at);
    for (const field of FIELDS) next[field].push(sample[field]);
  }
  return next.t.length === data.t.length ? data : next;
}
