import type { IngestBatchInput, IngestBatchResponse } from '@netfleet/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { demoIngestToken } from '../seed/demoIngestToken.js';
import type { FleetDevice } from './fleetFile.js';
import { IngestBatchError } from './postIngestBatch.js';
import { runSimulator, type Simulator } from './runSimulator.js';

function fleet(count: number): FleetDevice[] {
  return Array.from({ length: count }, (_, i) => ({
    serial: String(1_100_000_000 + i),
    name: `Depot RUTX11 ${i}`,
    model: 'RUTX11',
    firmware: 'RUTX_R_00.07.19.1',
    status: 1,
  }));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let simulator: Simulator | undefined;
afterEach(async () => {
  await simulator?.stop();
  simulator = undefined;
});

describe('runSimulator', () => {
  it('sends every device in batches of at most batchSize, each report with its demo token, and stops a refused device', async () => {
    const batches: IngestBatchInput[] = [];
    const refused = demoIngestToken('1100000003');
    const send = async (batch: IngestBatchInput): Promise<IngestBatchResponse> => {
      batches.push(batch);
      return {
        data: batch.reports.map((r, i) =>
          r.token === refused
            ? { ok: false as const, error: 'unauthorized' }
            : { ok: true as const, device_id: i + 1, commands: [] },
        ),
        meta: { accepted: batch.reports.length, rejected: 0 },
      };
    };
    simulator = runSimulator({
      url: 'http://x',
      fleet: fleet(250),
      seed: 1,
      intervalMs: 400,
      batchSize: 100,
      tickMs: 20,
      summaryEveryMs: 0,
      send,
    });
    await wait(700);
    const stats = simulator.stats();
    expect(stats.accepted).toBeGreaterThanOrEqual(249);
    expect(stats.rejected).toBe(1);
    expect(stats.online).toBe(249);
    expect(stats.heartbeatMs).toBe(400);
    expect(batches.every((b) => b.reports.length <= 100)).toBe(true);
    const tokens = batches.flatMap((b) => b.reports.map((r) => r.token));
    expect(new Set(tokens).size).toBe(250);
    expect(tokens.filter((token) => token === refused)).toHaveLength(1);
  });

  it('holds reports back while the server is slow: at most `concurrency` batches in flight, a bounded queue', async () => {
    let inFlight = 0;
    let most = 0;
    const send = async (batch: IngestBatchInput): Promise<IngestBatchResponse> => {
      inFlight++;
      most = Math.max(most, inFlight);
      await wait(150);
      inFlight--;
      return {
        data: batch.reports.map(() => ({ ok: true as const, device_id: 1, commands: [] })),
        meta: { accepted: batch.reports.length, rejected: 0 },
      };
    };
    simulator = runSimulator({
      url: 'http://x',
      fleet: fleet(200),
      seed: 1,
      intervalMs: 100,
      batchSize: 10,
      concurrency: 2,
      tickMs: 10,
      paceEveryMs: 100,
      summaryEveryMs: 0,
      send,
    });
    await wait(800);
    const stats = simulator.stats();
    expect(most).toBe(2);
    // 2 × 10 reports per 150 ms at most get through; the rest wait, and devices fall behind.
    expect(stats.accepted).toBeLessThanOrEqual(120);
    expect(stats.queued).toBeLessThanOrEqual(40);
    expect(stats.lagMs).toBeGreaterThan(100);
    // The fleet slows its heartbeat to the server's pace (up to 240 s).
    expect(stats.heartbeatMs).toBeGreaterThan(200);
  });

  it('shrinks the heartbeat back once the server keeps up again', async () => {
    let slow = true;
    const send = async (batch: IngestBatchInput): Promise<IngestBatchResponse> => {
      if (slow) await wait(150);
      return {
        data: batch.reports.map(() => ({ ok: true as const, device_id: 1, commands: [] })),
        meta: { accepted: batch.reports.length, rejected: 0 },
      };
    };
    simulator = runSimulator({
      url: 'http://x',
      fleet: fleet(200),
      seed: 1,
      intervalMs: 100,
      batchSize: 10,
      concurrency: 2,
      tickMs: 10,
      paceEveryMs: 50,
      summaryEveryMs: 0,
      send,
    });
    await wait(600);
    const stretched = simulator.stats().heartbeatMs;
    expect(stretched).toBeGreaterThan(200);
    slow = false;
    await wait(3000);
    // A quarter per heartbeat (about a second here): on its way back to 100 ms, never below it.
    const now = simulator.stats().heartbeatMs;
    expect(now).toBeLessThan(stretched * 0.8);
    expect(now).toBeGreaterThanOrEqual(100);
  });

  it('backs off after a failed batch and logs a summary line, not a line per report', async () => {
    const lines: string[] = [];
    let calls = 0;
    const send = async (): Promise<IngestBatchResponse> => {
      calls++;
      throw new Error('connect ECONNREFUSED');
    };
    simulator = runSimulator({
      url: 'http://x',
      fleet: fleet(50),
      seed: 1,
      intervalMs: 50,
      batchSize: 10,
      tickMs: 10,
      summaryEveryMs: 300,
      log: (line) => lines.push(line),
      send,
    });
    await wait(700);
    // The first failure waits 1 s before the next try.
    expect(calls).toBeLessThanOrEqual(4);
    // One line per 300 ms (timers may run late on a busy machine), not one per report.
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(simulator.stats().reports).toBeGreaterThan(20);
    expect(lines[0]).toMatch(
      /^simulator: 50\/50 devices online; \d+ reports .*last error: connect ECONNREFUSED$/,
    );
  });

  it("waits the server's Retry-After after a refused batch, and keeps a device whose report came too early", async () => {
    const tokens: string[] = [];
    let calls = 0;
    const early = demoIngestToken('1100000001');
    const send = async (batch: IngestBatchInput): Promise<IngestBatchResponse> => {
      calls++;
      if (calls === 1) throw new IngestBatchError('POST /ingest/v1/batch answered 429', 200);
      tokens.push(...batch.reports.map((r) => r.token));
      return {
        data: batch.reports.map((r) =>
          r.token === early
            ? { ok: false as const, error: 'clock_ahead' }
            : { ok: true as const, device_id: 1, commands: [] },
        ),
        meta: { accepted: 0, rejected: 0 },
      };
    };
    simulator = runSimulator({
      url: 'http://x',
      fleet: fleet(5),
      seed: 1,
      intervalMs: 100,
      tickMs: 10,
      summaryEveryMs: 0,
      send,
    });
    await wait(800);
    // 200 ms, not the 1 s of its own back-off: several batches got through after the refusal.
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(tokens.filter((token) => token === early).length).toBeGreaterThanOrEqual(2);
    expect(simulator.device('1100000001')?.nextAt).not.toBeNull();
  });

  it('hands the commands of an answer to their device, and takes a device offline on request', async () => {
    let handed = false;
    const send = async (batch: IngestBatchInput): Promise<IngestBatchResponse> => ({
      data: batch.reports.map(() => {
        const commands = handed ? [] : [{ id: 5, kind: 'reboot', params: {} }];
        handed = true;
        return { ok: true as const, device_id: 1, commands };
      }),
      meta: { accepted: batch.reports.length, rejected: 0 },
    });
    simulator = runSimulator({
      url: 'http://x',
      fleet: fleet(3),
      seed: 1,
      intervalMs: 100,
      tickMs: 10,
      summaryEveryMs: 0,
      send,
    });
    await wait(300);
    expect(simulator.stats().commands).toBe(1);
    // The device that got the reboot is off the network for its 20–60 s; the others report on.
    const serials = fleet(3).map((d) => d.serial);
    expect(serials.filter((serial) => simulator?.device(serial)?.online === false)).toHaveLength(1);
    const running = serials.find((serial) => simulator?.device(serial)?.online === true) ?? '';
    expect(simulator.takeOffline(running, 60_000)).toBe(true);
    expect(simulator.device(running)?.online).toBe(false);
    expect(simulator.takeOffline('nope', 1)).toBe(false);
  });
});
