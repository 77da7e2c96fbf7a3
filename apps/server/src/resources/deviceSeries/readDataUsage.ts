import { DEVICE_DATA_USAGE_MAX_DAYS, type DeviceDataUsageDay, ERROR_CODES } from '@netfleet/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/Database.js';
import { ApiError } from '../../http/ApiError.js';
import { rowsOf } from '../../telemetry/rowsOf.js';

const DAY_MS = 86_400_000;

/**
 * The days of `?from&to` (`YYYY-MM-DD`, both included): default this month (UTC) up to today;
 * `from` must not be after `to` and the range at most {@link DEVICE_DATA_USAGE_MAX_DAYS} days.
 */
export function usageDays(query: { from?: string; to?: string }, now: number): { from: string; to: string } {
  const today = new Date(now).toISOString().slice(0, 10);
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 7)}-01`;
  const invalid = (message: string) => ApiError.of(422, ERROR_CODES.VALIDATION_FAILED, message, 'from');
  if (from > to) throw invalid('from must not be after to');
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > DEVICE_DATA_USAGE_MAX_DAYS) {
    throw invalid(`The range may span at most ${DEVICE_DATA_USAGE_MAX_DAYS} days`);
  }
  return { from, to };
}

/** A device's data usage per day and SIM slot in the days `from`..`to`, by day then slot. */
export async function readDataUsage(
  db: Database,
  deviceId: number,
  days: { from: string; to: string },
): Promise<DeviceDataUsageDay[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sim_slot, rx_bytes::float8 AS rx_bytes, tx_bytes::float8 AS tx_bytes
      FROM device_data_usage
      WHERE device_id = ${deviceId} AND day >= ${days.from}::date AND day <= ${days.to}::date
      ORDER BY day, sim_slot`),
  );
  return rows.map((row) => ({
    day: String(row.day),
    sim_slot: Number(row.sim_slot),
    rx_bytes: Number(row.rx_bytes),
    tx_bytes: Number(row.tx_bytes),
  }));
}
