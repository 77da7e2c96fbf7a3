import { ERROR_CODES, type IngestCommand } from '@netfleet/contracts';
import { sql } from 'drizzle-orm';
import { ApiError } from '../http/ApiError.js';
import { finishCommand, takePendingCommands } from '../resources/bulk/commandQueue.js';
import type { ServerContext } from '../serverContext.js';
import {
  publishDeviceDetailChanged,
  publishDeviceEvent,
  publishDeviceStatus,
  publishDeviceTelemetry,
} from './deviceChannel.js';
import { reportTimeError } from './reportTimeError.js';
import { idArray, rowsOf } from './rowsOf.js';
import { type DeviceReport, telemetryRows } from './telemetryRows.js';
import { writeReports } from './writeReports.js';

type IngestContext = Pick<ServerContext, 'db' | 'realtime' | 'now'>;

/**
 * Stores the reports of authenticated devices and answers each device's pending commands (a
 * report with a time too far ahead or before 2000 is a 422 naming it; the batch route and the
 * MQTT readers leave such reports out first, so that one never fails the others):
 * command results first (so a retried command is not handed out again), then every row in one
 * transaction, then — after the commit, so a console never sees what was rolled back — the
 * `status` pushes of devices that turned online (or offline) and every device's `telemetry`.
 *
 * @returns the commands per device id, in the order of `reports`' devices (none, and left
 *   queued, for the devices `takeCommands` leaves out).
 */
export async function ingestReports(
  context: IngestContext,
  reports: readonly DeviceReport[],
  options: { takeCommands?: (deviceId: number) => boolean } = {},
): Promise<Map<number, IngestCommand[]>> {
  const receivedAt = context.now();
  for (const { report } of reports) {
    const wrong = reportTimeError(report, receivedAt);
    if (wrong) throw ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, wrong.message, wrong.source);
  }

  for (const { deviceId, report } of reports) {
    for (const result of report.command_results ?? []) {
      await finishCommand(context, deviceId, result.id, { ok: result.ok, error: result.error });
    }
  }

  const portScans = await portScanAnswers(context, reports);
  const outcome = await writeReports(
    context.db,
    telemetryRows(reports, receivedAt, { portScans }),
    receivedAt,
  );
  const changed = new Map<number, 0 | 1>([
    ...outcome.turnedOnline.map((id) => [id, 1] as const),
    ...outcome.turnedOffline.map((id) => [id, 0] as const),
  ]);
  for (const device of outcome.devices) {
    const status = changed.get(device.id);
    if (status !== undefined) {
      publishDeviceStatus(context.realtime, { id: device.id, status, last_seen_at: device.last_seen_at });
    }
    publishDeviceTelemetry(context.realtime, device);
  }
  for (const { deviceId, event } of outcome.events) publishDeviceEvent(context, deviceId, event);
  for (const id of outcome.detailChanged) publishDeviceDetailChanged(context.realtime, { id });

  // One indexed look-up finds the few devices with queued commands; only those are updated.
  const commands = new Map<number, IngestCommand[]>();
  // A device that cannot receive them now (over MQTT, not subscribed to its commands) leaves
  // them queued: taken, they would count as handed out.
  const takes = options.takeCommands ?? (() => true);
  const deviceIds = [...new Set(reports.map((report) => report.deviceId))].filter(takes);
  if (deviceIds.length === 0) return commands;
  const waiting = rowsOf<{ device_id: number }>(
    await context.db.execute(sql`
      SELECT DISTINCT device_id FROM device_commands
      WHERE state = 0 AND device_id = ANY(${idArray(deviceIds)}::int[])`),
  );
  for (const { device_id } of waiting) {
    const id = Number(device_id);
    commands.set(id, await takePendingCommands(context, id));
  }
  return commands;
}

/**
 * The devices whose report brings `ports` together with a successful result of a `port_scan`
 * command: those ports are a fresh scan. One look-up, made only for such reports (rare).
 */
async function portScanAnswers(
  context: IngestContext,
  reports: readonly DeviceReport[],
): Promise<Set<number>> {
  const candidates = reports.flatMap(({ deviceId, report }) =>
    report.ports === undefined
      ? []
      : (report.command_results ?? [])
          .filter((result) => result.ok)
          .map((result) => ({ deviceId, id: result.id })),
  );
  if (candidates.length === 0) return new Set();
  const scans = rowsOf<{ device_id: number; id: number }>(
    await context.db.execute(sql`
      SELECT device_id, id FROM device_commands
      WHERE kind = 'port_scan' AND id = ANY(${idArray(candidates.map((candidate) => candidate.id))}::int[])`),
  );
  const scanned = new Set(scans.map((row) => `${Number(row.device_id)}:${Number(row.id)}`));
  return new Set(
    candidates
      .filter((candidate) => scanned.has(`${candidate.deviceId}:${candidate.id}`))
      .map((candidate) => candidate.deviceId),
  );
}
