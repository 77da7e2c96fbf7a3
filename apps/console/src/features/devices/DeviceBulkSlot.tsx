import { type ComponentType, lazy, Suspense } from 'react';
import type { DeviceFilters } from './devicesSearch.js';

/** What the bulk actions act on: ticked rows, or everything matching the list's filters. */
export type DeviceListSelection =
  | { kind: 'ids'; ids: number[] }
  | { kind: 'filter'; filter: DeviceFilters; count: number };

type BulkActionsModule = { DeviceBulkActions: ComponentType<{ selection: DeviceListSelection }> };
type AddButtonsModule = { AddDeviceButtons: ComponentType };

// The actions are built beside this page (features/devices/actions, "console-actions"): each
// loads as its own chunk when the page needs it, and renders nothing until its module exists.
const bulkModules = import.meta.glob<BulkActionsModule>('./actions/DeviceBulkActions.tsx');
const addModules = import.meta.glob<AddButtonsModule>('./actions/AddDeviceButtons.tsx');

const loadBulk = Object.values(bulkModules)[0];
const loadAdd = Object.values(addModules)[0];
const BulkActions = loadBulk
  ? lazy(() => loadBulk().then((module) => ({ default: module.DeviceBulkActions })))
  : null;
const AddButtons = loadAdd
  ? lazy(() => loadAdd().then((module) => ({ default: module.AddDeviceButtons })))
  : null;

/**
 * Where the devices page shows the bulk actions toolbar for a selection (`name="bulk"`) and
 * the add-device buttons (`name="add"`).
 */
export function DeviceBulkSlot(props: { name: 'bulk'; selection: DeviceListSelection } | { name: 'add' }) {
  if (props.name === 'bulk') {
    return BulkActions ? (
      <Suspense fallback={null}>
        <BulkActions selection={props.selection} />
      </Suspense>
    ) : null;
  }
  return AddButtons ? (
    <Suspense fallback={null}>
      <AddButtons />
    </Suspense>
  ) : null;
}
