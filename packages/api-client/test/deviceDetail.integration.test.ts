import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isApiError } from '../src/errors/ApiError.js';
import { deviceEventsInfiniteQueryOptions } from '../src/react/resources/deviceDetailQueries.js';
import {
  listDeviceEvents,
  renameDevice,
  setDeviceLocation,
  setDeviceMonitoring,
  setDeviceTags,
} from '../src/resources/deviceDetail.js';
import { getDevice, listDevices } from '../src/resources/devices.js';
import { startRealServerPerFile } from './support/realServer.js';

// The device page's calls against the real server: every answer parsed with its contracts
// schema, so a server that drifts from the contract fails here.
const { clientOf } = startRealServerPerFile();

describe('device page calls against the real server', () => {
  it('read the detail, write it, and find each write in the event log with who did it', async () => {
    const client = await clientOf('end_user@netfleet.test');
    const [row] = (await listDevices(client, { limit: 1, sort: 'id' })).data;
    const id = row?.id as number;
    const detail = await getDevice(client, id);
    expect(detail.monitoring).toHaveLength(8);

    expect((await renameDevice(client, id, 'Depot gate')).name).toBe('Depot gate');
    expect((await setDeviceTags(client, id, [])).tags).toEqual([]);
    const located = await setDeviceLocation(client, id, { latitude: 54.6872, longitude: 25.2797 });
    expect(located).toMatchObject({ latitude: 54.6872, longitude: 25.2797, location_source: 'manual' });
    const monitored = await setDeviceMonitoring(client, id, [
      { config_id: 0, interval_s: 900, enabled: true },
    ]);
    expect(monitored.monitoring[0]).toEqual({ config_id: 0, interval_s: 900, enabled: true });

    const renamed = await listDeviceEvents(client, id, { kind: ['renamed'] });
    expect(renamed.data[0]).toMatchObject({
      kind: 'renamed',
      user: { email: 'end_user@netfleet.test' },
      data: { from: detail.name, to: 'Depot gate' },
    });
    const queryClient = new QueryClient();
    const events = await queryClient.fetchInfiniteQuery(deviceEventsInfiniteQueryOptions(client, id));
    expect(events.pages[0]?.data.map((event) => event.kind).slice(0, 3)).toEqual([
      'monitoring',
      'location',
      'renamed',
    ]);
  }, 30_000);

  it('refuse a guest and a bad name with an ApiError naming the field', async () => {
    const guest = await clientOf('read_only@netfleet.test');
    const [row] = (await listDevices(guest, { limit: 1 })).data;
    const refused = await renameDevice(guest, row?.id as number, 'Mine').catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(403);
    const user = await clientOf('end_user@netfleet.test');
    const [own] = (await listDevices(user, { limit: 1 })).data;
    const blank = await renameDevice(user, own?.id as number, '  ').catch((error: unknown) => error);
    expect(isApiError(blank) && [blank.status, blank.errors.map((item) => item.source)]).toEqual([
      422,
      ['name'],
    ]);
  }, 30_000);
});
