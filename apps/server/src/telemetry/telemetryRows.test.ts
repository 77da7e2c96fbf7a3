import { describe, expect, it } from 'vitest';
import { BYTE_COUNTER_MAX, monthOf, telemetryRows } from './telemetryRows.js';

const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('telemetryRows', () => {
  it('merges samples of one device and instant, and makes the modem reading a sample', () => {
    const rows = telemetryRows(
      [
        {
          deviceId: 1,
          report: { samples: [{ at: NOW - 1000, signal: -70 }], modem: { signal: -65, rsrp: -90 } },
        },
        { deviceId: 1, report: { samples: [{ at: NOW - 1000, temperature: 41 }] } },
      ],
      NOW,
    );
    expect(rows.samples).toEqual([
      expect.objectContaining({
        device_id: 1,
        at: new Date(NOW - 1000).toISOString(),
        signal: -70,
        temperature: 41,
      }),
      expect.objectContaining({ device_id: 1, at: new Date(NOW).toISOString(), signal: -65, rsrp: -90 }),
    ]);
    expect(rows.devices).toHaveLength(1);
    expect(rows.devices[0]?.signal).toBe(-65);
  });

  it('sums usage per device, day and SIM (slot 0 is SIM 2) and counts only this month on the row', () => {
    const lastMonth = Date.parse('2026-10-31T23:00:00Z');
    const rows = telemetryRows(
      [
        {
          deviceId: 7,
          report: {
            data_usage: [
              { sim_slot: 0, rx_bytes: 100, tx_bytes: 1 },
              { sim_slot: 2, rx_bytes: 50, tx_bytes: 2 },
              { at: lastMonth, sim_slot: 1, rx_bytes: 1000, tx_bytes: 0 },
            ],
          },
        },
      ],
      NOW,
    );
    expect(rows.usage).toEqual([
      { device_id: 7, day: '2026-11-23', sim_slot: 2, rx_bytes: 150, tx_bytes: 3 },
      { device_id: 7, day: '2026-10-31', sim_slot: 1, rx_bytes: 1000, tx_bytes: 0 },
    ]);
    expect(rows.devices[0]?.month_bytes).toBe(153);
    expect(monthOf(NOW)).toBe('2026-11-01');
  });

  it('stops usage sums at BYTE_COUNTER_MAX, so what goes to the database fits its bigint', () => {
    // Many reports of one device in one batch (a gateway resending): sums JSON could not carry.
    const huge = { sim_slot: 1, rx_bytes: 6e18, tx_bytes: 6e18 };
    const rows = telemetryRows(
      [
        { deviceId: 3, report: { data_usage: [huge, huge] } },
        { deviceId: 3, report: { data_usage: [huge] } },
      ],
      NOW,
    );
    expect(rows.usage).toEqual([
      {
        device_id: 3,
        day: '2026-11-23',
        sim_slot: 1,
        rx_bytes: BYTE_COUNTER_MAX,
        tx_bytes: BYTE_COUNTER_MAX,
      },
    ]);
    expect(rows.devices[0]?.month_bytes).toBe(BYTE_COUNTER_MAX);
    expect(JSON.stringify(rows.usage[0]?.rx_bytes)).toBe('9000000000000000000');
  });

  it('keeps the newest fix as the location, parses the firmware order and the offline word', () => {
    const rows = telemetryRows(
      [
        {
          deviceId: 3,
          report: {
            firmware: 'RUT9_R_00.07.06.10',
            status: 'offline',
            positions: [
              { at: NOW - 5000, latitude: 1, longitude: 2 },
              { at: NOW - 1000, latitude: 3, longitude: 4, source: 'cell' },
              { at: NOW - 9000, latitude: 5, longitude: 6 },
            ],
          },
        },
      ],
      NOW,
    );
    expect(rows.positions).toHaveLength(3);
    expect(rows.devices[0]).toMatchObject({
      firmware_order: 70610,
      latitude: 3,
      longitude: 4,
      location_source: 'cell',
      located_at: new Date(NOW - 1000).toISOString(),
      offline: true,
    });
  });

  it('takes the newest state lists, marks a port scan only for the devices that answered one, and notes io events', () => {
    const rows = telemetryRows(
      [
        { deviceId: 1, report: { ports: [{ name: 'LAN1', link: true, speed_mbps: null, duplex: null }] } },
        { deviceId: 1, report: { l2tp_summary: 0, connection_code: 15, at: NOW - 3000 } },
        {
          deviceId: 2,
          report: {
            ports: [],
            io: { din1: true },
            events: [{ kind: 'io', data: { pin: 'din1', value: true } }],
            samples: [
              { at: NOW - 2000, signal: -60 },
              { at: NOW - 9000, signal: -90 },
            ],
          },
        },
      ],
      NOW,
      { portScans: new Set([2]) },
    );
    expect(rows.devices[0]).toMatchObject({
      ports: [{ name: 'LAN1', link: true }],
      l2tp_summary: 0,
      connection_code: 15,
      connection_at: new Date(NOW - 3000).toISOString(),
      ports_scanned: false,
      io_events: false,
    });
    expect(rows.devices[1]).toMatchObject({
      ports: [],
      ports_scanned: true,
      io_events: true,
      io: { din1: true },
    });
    expect(rows.newestSamples.get(2)).toMatchObject({ at: new Date(NOW - 2000).toISOString(), signal: -60 });
    expect(rows.newestSamples.has(1)).toBe(false);
  });
});
