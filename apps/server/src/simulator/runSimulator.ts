import {
  INGEST_MAX_BATCH,
  type IngestBatchInput,
  type IngestBatchResponse,
  type IngestReportInput,
} from '@netfleet/contracts';
import {
  type BehaviourOptions,
  createDeviceBehaviour,
  type DeviceBehaviour,
} from './createDeviceBehaviour.js';
import { createScheduleHeap } from './createScheduleHeap.js';
import type { FleetDevice } from './fleetFile.js';
import { IngestBatchError, postIngestBatch } from './postIngestBatch.js';

/** Options of {@link runSimulator}. */
export interface SimulatorOptions extends BehaviourOptions {
  /** The server's origin (`NETFLEET_URL`), e.g. `http://localhost:8080`. */
  url: string;
  fleet: readonly FleetDevice[];
  /** Reports per `POST /ingest/v1/batch`. Defaults to 500 (the API takes up to 1,000). */
  batchSize?: number;
  /** Batches in flight at once; more reports wait (backpressure). Defaults to 4. */
  concurrency?: number;
  /** How often due devices are collected, ms. Defaults to 250. */
  tickMs?: number;
  /**
   * How often the heartbeat is fitted to the server's pace, ms. Defaults to 5,000. When the
   * server takes reports slower than the fleet makes them (devices more than a quarter of a
   * heartbeat late), every device's heartbeat becomes the one that loads the server to 90 % of
   * what it took in that time, up to 240 s (below the server's default offline grace of 300 s, so
   * a slow server does not see its fleet go offline); when it keeps up again (under 2 s late),
   * the heartbeat shrinks back towards `intervalMs` by a quarter per heartbeat.
   */
  paceEveryMs?: number;
  /** A summary line every this many ms (0: none). Defaults to 60,000. */
  summaryEveryMs?: number;
  /** Clock in ms. Defaults to `Date.now`. */
  now?: () => number;
  log?: (line: string) => void;
  /** Sends one batch. Defaults to {@link postIngestBatch} against `url`. */
  send?: (batch: IngestBatchInput) => Promise<IngestBatchResponse>;
}

/** Counters since the start. */
export interface SimulatorStats {
  devices: number;
  /** Devices on the network now (not dropped, rebooting or silent). */
  online: number;
  reports: number;
  accepted: number;
  /** Reports the server refused: an unknown token stops its device; `clock_ahead` only loses the report. */
  rejected: number;
  batches: number;
  failedBatches: number;
  commands: number;
  /** Reports waiting for a free connection. */
  queued: number;
  /** How late the latest collected report was against its schedule, ms (backpressure shows here). */
  lagMs: number;
  /** The heartbeat now, ms: `intervalMs`, or longer while the server cannot keep up. */
  heartbeatMs: number;
  lastError: string | null;
}

/** A running simulator. */
export interface Simulator {
  stats(): SimulatorStats;
  /** The behaviour of a device by serial (tests look at its state). */
  device(serial: string): DeviceBehaviour | undefined;
  /** Takes a device off the network for `ms` (it stops reporting; the server turns it offline). */
  takeOffline(serial: string, ms: number): boolean;
  /** Stops collecting reports and waits (at most 5 s) for the batches in flight. */
  stop(): Promise<void>;
}

interface Pending {
  index: number;
  report: IngestReportInput;
}

/**
 * Drives the fleet through the ingest API: each device on its own heartbeat (a min-heap of
 * due times), reports collected every tick into batches of `batchSize`, at most `concurrency`
 * batches in flight over keep-alive HTTP. When the server is slow the queue fills, collection
 * pauses and devices report late rather than piling up memory (`lagMs` says how late); after
 * a failed batch sending backs off (1 s doubling to 30 s). Commands in the answers go to their
 * device. Logs one summary line per `summaryEveryMs`, never per report.
 */
export function runSimulator(options: SimulatorOptions): Simulator {
  const clock = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const batchSize = Math.min(INGEST_MAX_BATCH, Math.max(1, options.batchSize ?? 500));
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const maxQueued = batchSize * concurrency * 2;
  const send = options.send ?? ((batch: IngestBatchInput) => postIngestBatch(options.url, batch));
  const start = clock();
  // The devices read the heartbeat from here on every report, so pacing changes it for all.
  const pace: BehaviourOptions = { ...options };
  const longest = Math.max(options.intervalMs, 240_000);
  const behaviours = options.fleet.map((device) => createDeviceBehaviour(device, pace, start));
  const bySerial = new Map(behaviours.map((b, index) => [b.device.serial, index]));
  const heap = createScheduleHeap(behaviours.length + 16);
  // The time each device is in the heap for; older heap entries of a rescheduled device are skipped.
  const scheduled = new Float64Array(behaviours.length).fill(Number.NaN);
  const dropped = new Uint8Array(behaviours.length);
  const queue: Pending[] = [];
  const inFlight = new Set<Promise<void>>();
  const stats: Omit<SimulatorStats, 'devices' | 'online' | 'queued' | 'heartbeatMs'> = {
    reports: 0,
    accepted: 0,
    rejected: 0,
    batches: 0,
    failedBatches: 0,
    commands: 0,
    lagMs: 0,
    lastError: null,
  };
  let failures = 0;
  let backoffUntil = 0;
  let stopped = false;

  const schedule = (index: number) => {
    const at = behaviours[index]?.nextAt ?? null;
    if (at === null || dropped[index] === 1 || at === scheduled[index]) return;
    scheduled[index] = at;
    heap.push(at, index);
  };
  for (let index = 0; index < behaviours.length; index++) schedule(index);

  const sendBatch = async (items: Pending[]): Promise<void> => {
    stats.batches++;
    try {
      const answer = await send({
        reports: items.map(({ index, report }) => ({ token: behaviours[index]?.token ?? '', report })),
      });
      failures = 0;
      const now = clock();
      answer.data.forEach((result, k) => {
        const item = items[k];
        const behaviour = item && behaviours[item.index];
        if (!item || !behaviour) return;
        if (result.ok) {
          stats.accepted++;
          behaviour.deviceId = result.device_id;
          if (result.commands.length > 0) {
            stats.commands += result.commands.length;
            behaviour.receive(result.commands, now);
            schedule(item.index);
          }
        } else {
          stats.rejected++;
          // A token the server does not know (a deleted device, a revoked token): stop driving
          // it. Other refusals (`clock_ahead`) are about this report only.
          if (result.error === 'unauthorized') dropped[item.index] = 1;
        }
      });
    } catch (error) {
      stats.failedBatches++;
      stats.lastError = error instanceof Error ? error.message : String(error);
      // The server's Retry-After when it gave one (429: too many unknown tokens, 503:
      // maintenance), else 1 s doubling to 30 s.
      const retryAfter = error instanceof IngestBatchError ? error.retryAfterMs : null;
      failures++;
      backoffUntil = clock() + (retryAfter ?? Math.min(30_000, 1000 * 2 ** (failures - 1)));
    }
  };

  const flush = () => {
    while (!stopped && inFlight.size < concurrency && queue.length > 0 && clock() >= backoffUntil) {
      const sending = sendBatch(queue.splice(0, batchSize)).finally(() => {
        inFlight.delete(sending);
        flush();
      });
      inFlight.add(sending);
    }
  };

  const tick = () => {
    const now = clock();
    while (queue.length < maxQueued && heap.size > 0 && heap.peekAt() <= now) {
      const at = heap.peekAt();
      const index = heap.pop();
      if (at !== scheduled[index] || dropped[index] === 1) continue;
      scheduled[index] = Number.NaN;
      const behaviour = behaviours[index];
      if (!behaviour) continue;
      const report = behaviour.report(now);
      if (report !== null) {
        stats.reports++;
        stats.lagMs = now - at;
        queue.push({ index, report });
      }
      schedule(index);
    }
    flush();
  };

  const paceEvery = options.paceEveryMs ?? 5_000;
  let paced = { at: start, accepted: 0 };
  const fitPace = () => {
    const now = clock();
    const rate = ((stats.accepted - paced.accepted) * 1000) / Math.max(1, now - paced.at);
    paced = { at: now, accepted: stats.accepted };
    const lagging = stats.lagMs > options.intervalMs / 4 && queue.length > 0;
    if (lagging && rate > 0) {
      // The heartbeat that loads the server to 90 % of what it just took: a step, not a crawl.
      const live = behaviours.reduce((n, b, index) => (b.online && dropped[index] === 0 ? n + 1 : n), 0);
      const fitting = (live / (0.9 * rate)) * 1000;
      pace.intervalMs = Math.min(longest, Math.max(pace.intervalMs * 1.1, fitting));
    } else if (!lagging && stats.lagMs < 2_000) {
      // A quarter per heartbeat, not per step: devices take a whole heartbeat to feel a change,
      // and shrinking faster than that swings the fleet back into the server's limit.
      pace.intervalMs = Math.max(
        options.intervalMs,
        pace.intervalMs / (1 + (0.25 * paceEvery) / pace.intervalMs),
      );
    }
  };

  const snapshot = (): SimulatorStats => ({
    ...stats,
    heartbeatMs: pace.intervalMs,
    devices: behaviours.length,
    online: behaviours.reduce((n, b, index) => (b.online && dropped[index] === 0 ? n + 1 : n), 0),
    queued: queue.length,
  });

  let last = snapshot();
  const summarise = () => {
    const now = snapshot();
    const error = now.failedBatches > last.failedBatches ? `; last error: ${now.lastError}` : '';
    log(
      `simulator: ${now.online}/${now.devices} devices online; ${now.reports - last.reports} reports in ` +
        `${now.batches - last.batches} batches (${now.accepted - last.accepted} accepted, ` +
        `${now.rejected - last.rejected} rejected, ${now.failedBatches - last.failedBatches} batches failed), ` +
        `${now.commands - last.commands} commands; ${now.queued} queued, ${Math.round(now.lagMs / 1000)} s behind` +
        (now.heartbeatMs > options.intervalMs
          ? `; heartbeat stretched to ${Math.round(now.heartbeatMs / 1000)} s to the server's pace`
          : '') +
        error,
    );
    last = now;
  };

  const ticker = setInterval(tick, options.tickMs ?? 250);
  const pacer = setInterval(fitPace, paceEvery);
  pacer.unref();
  const summaryEvery = options.summaryEveryMs ?? 60_000;
  const summaries = summaryEvery > 0 ? setInterval(summarise, summaryEvery) : null;
  // Timers never keep the process alive on their own: the caller decides when it ends.
  ticker.unref();
  summaries?.unref();
  tick();

  return {
    stats: snapshot,
    device: (serial) => {
      const index = bySerial.get(serial);
      return index === undefined ? undefined : behaviours[index];
    },
    takeOffline(serial, ms) {
      const index = bySerial.get(serial);
      const behaviour = index === undefined ? undefined : behaviours[index];
      if (index === undefined || !behaviour || behaviour.nextAt === null) return false;
      behaviour.goOffline(clock(), ms);
      schedule(index);
      return true;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(ticker);
      clearInterval(pacer);
      if (summaries) clearInterval(summaries);
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 5_000).unref());
      await Promise.race([Promise.allSettled([...inFlight]), timeout]);
    },
  };
}
