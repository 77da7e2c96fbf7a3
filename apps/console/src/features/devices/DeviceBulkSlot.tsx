import { lazy, Suspense } from 'react';
import type { DeviceFilters } from './devicesSearch.js';

/** What the bulk actions act on: ticked rows, or everything matching the list's filters. */
export type DeviceListSelection =
  | { kind: 'ids'; ids: number[] }
  | { kind: 'filter'; filter: DeviceFilters; count: number };

// The actions (features/devices/actions) load as their own chunks when the page shows them,
// so the first rows never wait for the forms behind them.
const BulkActions = lazy(() =>
  import('./actions/DeviceBulkActions.js').then((module) => ({ default: module.DeviceBulkActions })),
);

/**
 * Where the devices page shows the bulk actions toolbar for a selection; nothing while its
 * chunk loads.
 */
export function DeviceBulkSlot({ selection }: { selection: DeviceListSelection }) {
  return (
    <Suspense fallback={null}>
      <BulkActions selection={selection} />
    </Suspense>
  );
}
