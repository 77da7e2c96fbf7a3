import { describe, expect, it } from 'vitest';
import { bulkChannel, deviceChannel, parseDeviceChannelMessage } from './deviceChannels.js';

describe('deviceChannels', () => {
  it('names the device and bulk channels as the server authorises them', () => {
    expect(deviceChannel(42)).toBe('private-device.42');
    expect(bulkChannel(7)).toBe('private-bulk.7');
  });

  it('parses a status and a telemetry push and refuses malformed ones', () => {
    const channel = deviceChannel(1);
    expect(
      parseDeviceChannelMessage({
        channel,
        event: 'status',
        data: { id: 1, status: 0, last_seen_at: '2026-11-23T10:00:00.000Z' },
      }),
    ).toEqual({ event: 'status', data: { id: 1, status: 0, last_seen_at: '2026-11-23T10:00:00.000Z' } });
    const telemetry = {
      id: 1,
      signal: -71,
      operator: 'Telia',
      technology: 'LTE',
      ip: '10.0.0.2',
      data_used_bytes: 1024,
      latitude: null,
      longitude: null,
      last_seen_at: '2026-11-23T10:00:00.000Z',
    };
    expect(parseDeviceChannelMessage({ channel, event: 'telemetry', data: telemetry })).toEqual({
      event: 'telemetry',
      data: telemetry,
    });
    expect(parseDeviceChannelMessage({ channel, event: 'status', data: { id: '1' } })).toBeNull();
    expect(parseDeviceChannelMessage({ channel, event: 'other', data: {} })).toBeNull();
  });
});
