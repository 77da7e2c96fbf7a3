import { describe, expect, it } from 'vitest';
import { readMqttReport } from './readMqttReport.js';

const NOW = Date.parse('2026-11-23T10:00:00Z');

describe('readMqttReport', () => {
  it('reads a report as the HTTP API does', () => {
    const read = readMqttReport(Buffer.from('{"firmware":"RUT9_R_00.07.09","token":"t"}'), NOW);
    expect(read).toEqual({
      ok: true,
      report: { firmware: 'RUT9_R_00.07.09' },
      json: { firmware: 'RUT9_R_00.07.09', token: 't' },
    });
  });

  // Such a report never reaches the group of reports stored together, where the database
  // refusing it failed every other device's report too.
  it('refuses what the database cannot store, with the path and the reason', () => {
    const cases: [string, string][] = [
      [
        '{"samples":[{"at":"0000-01-01T00:00:00Z","temperature":20}]}',
        'samples.0.at: The time is before 2000-01-01: set the device clock (NTP).',
      ],
      ['{"at":0,"connection_code":12}', 'at: The time is before 2000-01-01: set the device clock (NTP).'],
      [
        `{"events":[{"at":${NOW / 1000 + 3600},"kind":"reboot"}]}`,
        'events.0.at: The time is more than 10 minutes ahead of the server: set the device clock (NTP).',
      ],
      [
        '{"modem":{"operator":"\\ud800"}}',
        'modem.operator must be Unicode text: it holds half of a UTF-16 surrogate pair (\\ud800 to \\udfff) without the other half.',
      ],
      [
        '{"events":[{"kind":"moved","data":{"to":"Evil Corp"}}]}',
        'events.0.kind: kind moved is written for what a user did; a device may send status, connection, io, reboot, firmware, sim_switch, port_scan, esim or a lower-case word of its own',
      ],
    ];
    for (const [payload, reason] of cases) {
      expect(readMqttReport(payload, NOW), payload).toEqual({ ok: false, reason });
    }
  });
});
