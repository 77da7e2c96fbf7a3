import type { IngestCommand } from '@netfleet/contracts';
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

/**
 * A group commit for reports that arrive one per message (MQTT): the first report is stored at
 * once (a task later, so that those arriving together go with it), and whatever arrives while a
 * store runs goes into the next one, up to `maxBatch` reports and one per device (a device's
 * second report waits for the following store, so its rows keep their order). An idle server
 * answers each report as fast as alone; a busy one stores them as the HTTP batch does, a
 * thousand to a transaction.
 *
 * @example
 * const queue = createReportQueue((reports, takes) => ingestReports(context, reports, { takeCommands: takes }));
 * const commands = await queue.submit({ deviceId: 42, report }, true);
 */
export function createReportQueue(store: StoreReports, options: { maxBatch?: number } = {}): ReportQueue {
  const maxBatch = options.maxBatch ?? 1000;
  let waiting: Waiting[] = [];
  let storing = false;

  const storeNext = async () => {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const devices = new Set<number>();
    for (const item of waiting) {
      if (batch.length < maxBatch && !devices.has(item.report.deviceId)) {
        devices.add(item.report.deviceId);
        batch.push(item);
      } else {
        later.push(item);
      }
    }
    waiting = later;
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
    if (waiting.length > 0) setImmediate(storeNext);
    else storing = false;
  };

  return {
    submit: (report, takesCommands) =>
      new Promise((resolve, reject) => {
        waiting.push({ report, takesCommands, resolve, reject });
        if (storing) return;
        storing = true;
        setImmediate(storeNext);
      }),
  };
}
