import type { IngestCommand } from '@netfleet/contracts';
import { describe, expect, it } from 'vitest';
import type { DeviceReport } from '../../../telemetry/telemetryRows.js';
import { createReportQueue, type StoreReports } from './createReportQueue.js';

const report = (deviceId: number, firmware = 'RUT9_R_00.07.09'): DeviceReport => ({
  deviceId,
  report: { firmware },
});

/** A store that records each call's devices and answers one command to every device that takes them. */
function recordingStore(options: { failOnce?: boolean } = {}) {
  const calls: { devices: number[]; taking: number[] }[] = [];
  let fail = options.failOnce === true;
  let release: (() => void) | null = null;
  let held: Promise<void> | null = null;
  const store: StoreReports = async (reports, takes) => {
    const devices = reports.map((item) => item.deviceId);
    calls.push({ devices, taking: devices.filter(takes) });
    if (held) await held;
    if (fail) {
      fail = false;
      throw new Error('the database went away');
    }
    return new Map(
      devices
        .filter(takes)
        .map((id): [number, IngestCommand[]] => [id, [{ id: id * 10, kind: 'reboot', params: {} }]]),
    );
  };
  return {
    store,
    calls,
    /** Holds the next stores until `open()`: reports arriving meanwhile queue up. */
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    open() {
      held = null;
      release?.();
    },
  };
}

describe('createReportQueue', () => {
  it('stores the reports that arrive together in one call, answering each device its own commands', async () => {
    const recording = recordingStore();
    const queue = createReportQueue(recording.store);
    const answers = await Promise.all([
      queue.submit(report(1), true),
      queue.submit(report(2), false),
      queue.submit(report(3), true),
    ]);
    expect(recording.calls).toEqual([{ devices: [1, 2, 3], taking: [1, 3] }]);
    expect(answers).toEqual([
      [{ id: 10, kind: 'reboot', params: {} }],
      [],
      [{ id: 30, kind: 'reboot', params: {} }],
    ]);
  });

  it('gathers what arrives during a store into the next one, a device once per store and at most maxBatch', async () => {
    const recording = recordingStore();
    const queue = createReportQueue(recording.store, { maxBatch: 3 });
    recording.hold();
    const first = queue.submit(report(1), false);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [1, 2, 3, 4, 1].map((id) => queue.submit(report(id), false));
    recording.open();
    await Promise.all([first, ...rest]);
    expect(recording.calls.map((call) => call.devices)).toEqual([[1], [1, 2, 3], [4, 1]]);
  });

  it('runs stores side by side up to its concurrency, holding a device back while its earlier report is stored', async () => {
    const recording = recordingStore();
    const queue = createReportQueue(recording.store, { concurrency: 2 });
    recording.hold();
    const first = queue.submit(report(1), false);
    await new Promise((resolve) => setImmediate(resolve));
    const second = [queue.submit(report(2), false), queue.submit(report(1), false)];
    await new Promise((resolve) => setImmediate(resolve));
    // The second store started beside the first, without device 1's second report.
    expect(recording.calls.map((call) => call.devices)).toEqual([[1], [2]]);
    recording.open();
    await Promise.all([first, ...second]);
    expect(recording.calls.map((call) => call.devices)).toEqual([[1], [2], [1]]);
  });

  it('fails the reports of a store that failed, and stores the next ones', async () => {
    const recording = recordingStore({ failOnce: true });
    const queue = createReportQueue(recording.store);
    const failed = Promise.allSettled([queue.submit(report(1), false), queue.submit(report(2), false)]);
    expect((await failed).map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    await expect(queue.submit(report(3), true)).resolves.toEqual([{ id: 30, kind: 'reboot', params: {} }]);
  });
});
