import { type ApiClient, deviceChannel, parseDeviceChannelMessage } from '@netfleet/api-client';
import type { ListResponse } from '@netfleet/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { sharedRealtime } from '../../../realtime/sharedRealtime.js';
import type { DeviceRow } from '../deviceRow.js';
import { createDeviceLiveFeed, type DeviceLiveFeed, type DeviceLivePatch } from './createDeviceLiveFeed.js';

/** Applies patches to a page of devices; the same page (no new array) when none of its rows changed. */
export function patchDevicePage(
  page: ListResponse<DeviceRow> | undefined,
  patches: ReadonlyMap<number, DeviceLivePatch>,
): ListResponse<DeviceRow> | undefined {
  if (!page) return page;
  let changed = false;
  const data = page.data.map((row) => {
    const patch = patches.get(row.id);
    if (!patch) return row;
    changed = true;
    return { ...row, ...patch } as DeviceRow;
  });
  return changed ? { ...page, data } : page;
}

/**
 * Starts the live feed of the devices list: one channel per device on screen on the
 * console's shared realtime socket (the one bulk action progress uses: opened on the first
 * subscription, reopened with the same channels after a token refresh), and every batch of
 * changes written into the cached device list pages (`['devices', 'list', …]`) without a refetch.
 */
export function startDeviceLive(client: ApiClient, queryClient: QueryClient): DeviceLiveFeed {
  return createDeviceLiveFeed({
    realtime: sharedRealtime(client),
    channelOf: deviceChannel,
    parse: parseDeviceChannelMessage,
    onPatches(patches) {
      const byId = new Map(patches.map((patch) => [patch.id, patch]));
      queryClient.setQueriesData<ListResponse<DeviceRow>>({ queryKey: ['devices', 'list'] }, (page) =>
        patchDevicePage(page, byId),
      );
    },
  });
}
