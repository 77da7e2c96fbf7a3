import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MAX_PORTS } from './deviceState.js';
import { INGEST_MAX_BATCH, IngestBatchSchema, IngestReportSchema } from './ingest.js';

describe('IngestReportSchema', () => {
  it('takes an empty heartbeat and reads times as ISO or Unix seconds', () => {
    expect(v.parse(IngestReportSchema, {})).toEqual({});
    const report = v.parse(IngestReportSchema, {
      at: 1_790_000_000,
      samples: [{ at: '2026-11-23T10:00:00Z', signal: -70, temperature: 41.5 }],
      data_usage: [{ sim_slot: 1, rx_bytes: 1000, tx_bytes: 20 }],
    });
    expect(report.at).toBe(1_790_000_000_000);
    expect(report.samples?.[0]?.at).toBe(Date.parse('2026-11-23T10:00:00Z'));
  });

  it('takes a blank firmware as not reported, so it never replaces the one the device had', () => {
    for (const firmware of ['', '   ']) {
      expect(v.parse(IngestReportSchema, { firmware, ip: '' })).toEqual({ firmware: undefined, ip: '' });
    }
    expect(v.parse(IngestReportSchema, { firmware: 'RUT9_R_00.07.06.10' }).firmware).toBe(
      'RUT9_R_00.07.06.10',
    );
    expect(v.safeParse(IngestReportSchema, { firmware: 7 }).issues?.[0]?.message).toBe(
      'firmware must be text',
    );
  });

  it('names the field that is wrong', () => {
    const cases: [unknown, string][] = [
      [{ modem: { signal: 20 } }, 'signal must be at most 0'],
      [{ samples: [{ at: 'yesterday' }] }, 'must be an ISO 8601 time or Unix seconds'],
      [{ data_usage: [{ sim_slot: 1, rx_bytes: -1, tx_bytes: 0 }] }, 'rx_bytes must be at least 0'],
      [{ positions: [{ at: 0, latitude: 91, longitude: 0 }] }, 'latitude must be at most 90'],
      [{ io: { din1: 'on' } }, 'io values must be true or false'],
      [{ events: [{ kind: 'Bad Kind' }] }, 'kind must be a lower-case word such as connection'],
      [
        { events: [{ kind: 'moved', data: { to: 'Evil Corp' } }] },
        'kind moved is written for what a user did; a device may send status, connection, io, reboot, firmware, sim_switch, port_scan, esim or a lower-case word of its own',
      ],
      [{ modem: { iccid: '12' } }, 'iccid must be 18 to 22 digits'],
    ];
    for (const [input, message] of cases) {
      const result = v.safeParse(IngestReportSchema, input);
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(message);
    }
  });

  it('takes the device page state of the README example and refuses what is out of range', () => {
    const report = v.parse(IngestReportSchema, {
      uptime_s: 86400,
      connection_code: 0,
      l2tp_summary: 1,
      ports: [
        { name: 'LAN1', link: true, speed_mbps: 1000, duplex: 'full' },
        { name: 'LAN2', link: false },
      ],
      network: [{ name: 'mob1s1a1', kind: 'mobile', ip: '10.64.1.17', up: true, proto: 'qmi' }],
      esim_profiles: [{ iccid: '8937204016150000001', operator: 'Telia', enabled: true }],
    });
    expect(report.ports?.[1]).toEqual({ name: 'LAN2', link: false, speed_mbps: null, duplex: null });
    expect(report.esim_profiles?.[0]).toEqual({
      iccid: '8937204016150000001',
      operator: 'Telia',
      name: null,
      enabled: true,
    });
    const cases: [unknown, string][] = [
      [{ l2tp_summary: 5 }, 'l2tp_summary must be at most 4'],
      [{ connection_code: 1000 }, 'connection_code must be at most 999'],
      [
        { ports: Array.from({ length: MAX_PORTS + 1 }, () => ({ name: 'P', link: true })) },
        'ports may hold at most 64 items',
      ],
      [
        { network: [{ name: 'x', kind: 'modem', up: true }] },
        'kind must be one of wan, lan, mobile, wifi, vpn',
      ],
    ];
    for (const [input, message] of cases) {
      expect(v.safeParse(IngestReportSchema, input).issues?.[0]?.message).toBe(message);
    }
  });

  it("takes a device's own event kinds and refuses every kind a user's action writes", () => {
    for (const kind of ['reboot', 'status', 'sim_switch', 'gps_lost', 'movedx']) {
      expect(v.safeParse(IngestReportSchema, { events: [{ kind }] }).success, kind).toBe(true);
    }
    for (const kind of [
      'renamed',
      'tags',
      'location',
      'monitoring',
      'moved',
      'action',
      'added',
      'ingest_token',
    ]) {
      expect(v.safeParse(IngestReportSchema, { events: [{ kind }] }).success, kind).toBe(false);
    }
  });

  it('limits a batch to INGEST_MAX_BATCH reports', () => {
    const item = { token: 'x'.repeat(43), report: {} };
    expect(v.safeParse(IngestBatchSchema, { reports: [item] }).success).toBe(true);
    expect(v.safeParse(IngestBatchSchema, { reports: [] }).success).toBe(false);
    const tooMany = Array.from({ length: INGEST_MAX_BATCH + 1 }, () => item);
    expect(v.safeParse(IngestBatchSchema, { reports: tooMany }).success).toBe(false);
  });
});
