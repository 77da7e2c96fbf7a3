import type { DeviceLiveSample, DeviceSamples } from '@netfleet/contracts';
import { useMemo, useRef, useState } from 'react';
import { useDeviceSamples } from '../live/useDeviceLive.js';
import { appendSamples } from './appendSamples.js';

const NONE: readonly DeviceLiveSample[] = [];

/**
 * The fetched samples with the samples pushed live since they were fetched appended, so
 * the dynamic charts grow with every report without a refetch. A new answer (another period,
 * a refresh) starts over: it holds what was pushed before it. Samples older than `from`
 * (the period's start) are not the period's and are left out.
 */
export function useLiveSamples(
  id: number,
  data: DeviceSamples | undefined,
  from: Date,
): DeviceSamples | undefined {
  const [live, setLive] = useState<{ base: DeviceSamples | undefined; samples: DeviceLiveSample[] }>({
    base: data,
    samples: [],
  });
  const current = useRef(data);
  current.current = data;
  const start = from.getTime();
  useDeviceSamples(id, (sample) => {
    if (Date.parse(sample.at) < start) return;
    setLive((previous) => ({
      base: current.current,
      samples: previous.base === current.current ? [...previous.samples, sample] : [sample],
    }));
  });
  const samples = live.base === data ? live.samples : NONE;
  return useMemo(() => (data ? appendSamples(data, samples) : data), [data, samples]);
}
