/**
 * Live updates of the device page, over the console's one realtime socket.
 *
 * - `useDeviceLive(id)` — called once, by the page's layout (`DevicePage`): subscribes to
 *   `private-device.{id}` while the page is open. `status` and `telemetry` are written into
 *   the device's query (`deviceQueryOptions(client, id)`), so the header and every tab that
 *   reads the device re-render with the new status, last seen, signal, operator, I/O…;
 *   `detail` (ports, interfaces, L2TP, eSIM or firmware changed) and user-made events
 *   (renamed, tags, location, moved, monitoring: another user's change) refetch it.
 * - `useDeviceEvents(id, onEvent)` — a tab receives each new event log entry (`DeviceEvent`,
 *   the shape of `GET /devices/{id}/events`) as it arrives, e.g. to put it at the top of a list.
 * - `useDeviceSamples(id, onSample)` — a tab receives each report's newest sample
 *   (`DeviceLiveSample`: signal, RSRP, RSRQ, SINR, temperature, CPU, memory), e.g. to append
 *   it to a chart.
 *
 * The two listener hooks open no subscription of their own: they hear what the layout's
 * subscription receives, so they work only below `DevicePage` (every tab is). The callbacks
 * may change every render; the newest is called.
 *
 * @example
 * useDeviceEvents(id, (event) => setFresh((list) => [event, ...list]));
 * useDeviceSamples(id, (sample) => chart.append(sample));
 */
import { deviceQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { DeviceEvent, DeviceLiveSample } from '@netfleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { sharedRealtime } from '../../../realtime/sharedRealtime.js';
import { openDeviceChannel } from './openDeviceChannel.js';

type Listener<T> = (value: T) => void;

interface Listeners {
  events: Set<Listener<DeviceEvent>>;
  samples: Set<Listener<DeviceLiveSample>>;
}

const listeners = new Map<number, Listeners>();

function listenersOf(id: number): Listeners {
  let found = listeners.get(id);
  if (!found) {
    found = { events: new Set(), samples: new Set() };
    listeners.set(id, found);
  }
  return found;
}

/** Events a user made: the device's fields they change are not in any push, so the device is fetched again. */
const REFETCH_KINDS = new Set(['renamed', 'tags', 'location', 'moved', 'monitoring']);

/** Subscribes the device page to its device's channel; see the top of this file. */
export function useDeviceLive(id: number): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    const { queryKey } = deviceQueryOptions(client, id);
    const refetch = () => void queryClient.invalidateQueries({ queryKey, exact: true });
    return openDeviceChannel(sharedRealtime(client), id, {
      patch: (patch) =>
        queryClient.setQueryData(queryKey, (device) => (device ? { ...device, ...patch } : device)),
      detailChanged: refetch,
      event(event) {
        if (REFETCH_KINDS.has(event.kind)) refetch();
        for (const listener of listenersOf(id).events) listener(event);
      },
      sample(sample) {
        for (const listener of listenersOf(id).samples) listener(sample);
      },
    });
  }, [client, queryClient, id]);
}

function useListener<K extends keyof Listeners>(
  id: number,
  kind: K,
  callback: Listeners[K] extends Set<infer L> ? L : never,
): void {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    const set = listenersOf(id)[kind] as Set<typeof latest.current>;
    const listener = ((value: never) =>
      (latest.current as (value: never) => void)(value)) as typeof latest.current;
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [id, kind]);
}

/** Calls `onEvent` with each new event log entry of the device; see the top of this file. */
export function useDeviceEvents(id: number, onEvent: (event: DeviceEvent) => void): void {
  useListener(id, 'events', onEvent);
}

/** Calls `onSample` with each report's newest sample of the device; see the top of this file. */
export function useDeviceSamples(id: number, onSample: (sample: DeviceLiveSample) => void): void {
  useListener(id, 'samples', onSample);
}
