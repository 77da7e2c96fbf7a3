import { INGEST_MAX_BATCH, type IngestCommand } from '@netfleet/contracts';
import type { DeviceReport } from '../../../telemetry/telemetryRows.js';

/** Stores reports together (`ingestReports`) and answers the commands of the devices that take them. */
export type StoreReports = (
  reports: readonly DeviceReport[],
  takesCommands: (deviceId: number) => boolean,
) => Promise<Map<number, IngestCommand[]>>;

/** Reports that arrive one at a time, stored many to a transaction. */
export interface ReportQueue {
  /** Resolves with the device's commands once its report is stored; rejects if storing failed. */
  submit(report: DeviceReport, takesCommands: boolean): Promise<IngestCommand[]>;
}

interface Waiting {
  report: DeviceReport;
  takesCommands: boolean;
  resolve: (commands: IngestCommand[]) => void;
  reject: (error: unknown) => void;
}

/** How {@link createReportQueue} groups reports. */
export interface ReportQueueOptions {
  /** Reports per store, at most. Defaults to 1,000 (the HTTP batch's limit). */
  maxBatch?: number;
  /**
   * Stores running at once. Defaults to 1: PGlite has one connection, and a store waiting for
   * it would only make the next batch smaller. PostgreSQL's pool runs several side by side.
   */
  concurrency?: number;
}

/**
 * A group commit for reports that arrive one per message (MQTT): the first report is stored at
 * once (a task later, so that those arriving together go with it), and whatever arrives while
 * the stores run goes into the next one, up to `maxBatch` reports and one per device. A
 * device's report waits while an earlier one of the same device is being stored, so its rows
 * keep their order. An idle server answers each report as fast as alone; a busy one stores
 * them as the HTTP batch does, hundreds to a transaction.
 *
 * @example
 * const queue = createReportQueue((reports, takes) => ingestReports(context, reports, { takeCommands: takes }));
 * const commands = await queue.submit({ deviceId: 42, report }, true);
 */
export function createReportQueue(store: StoreReports, options: ReportQueueOptions = {}): ReportQueue {
  const maxBatch = options.maxBatch ?? INGEST_MAX_BATCH;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  let waiting: Waiting[] = [];
  /** Devices whose report a running store holds. */
  const storing = new Set<number>();
  let running = 0;
  let scheduled = false;

  const nextBatch = (): Waiting[] => {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    for (const item of waiting) {
      const deviceId = item.report.deviceId;
      if (batch.length < maxBatch && !storing.has(deviceId)) {
        storing.add(deviceId);
        batch.push(item);
      } else {
        later.push(item);
      }
    }
    waiting = later;
    return batch;
  };

  const run = async (batch: Waiting[]) => {
    const taking = new Set(batch.filter((item) => item.takesCommands).map((item) => item.report.deviceId));
    try {
      const commands = await store(
        batch.map((item) => item.report),
        (deviceId) => taking.has(deviceId),
      );
      for (const item of batch) item.resolve(commands.get(item.report.deviceId) ?? []);
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
    for (const item of batch) storing.delete(item.report.deviceId);
    running -= 1;
    pump();
  };

  const pump = () => {
    while (running < concurrency && waiting.length > 0) {
      const batch = nextBatch();
      if (batch.length === 0) return;
      running += 1;
      void run(batch);
    }
  };

  return {
    submit: (report, takesCommands) =>
      new Promise((resolve, reject) => {
        waiting.push({ report, takesCommands, resolve, reject });
        if (scheduled || running >= concurrency) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          pump();
        });
      }),
  };
}
