import { sql } from 'drizzle-orm';
import { devices } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';

/**
 * What the device list sorts by where that is not the field's own column: nullable columns
 * by the column with a not-null stand-in (a keyset cursor needs a value on every row), exactly
 * the expressions of the sort indexes of migration 0006; the firmware by its version order.
 * Empty values sort first ascending (no IMEI, no signal, never seen).
 */
export const DEVICE_SORTS: NonNullable<ListKind['sorts']> = {
  firmware: { expression: devices.firmwareOrder },
  imei: { expression: sql`coalesce(${devices.imei}, '')` },
  signal: { expression: sql`coalesce(${devices.signal}, -32768)` },
  operator: { expression: sql`coalesce(${devices.operator}, '')` },
  technology: { expression: sql`coalesce(${devices.technology}, '')` },
  ip: { expression: sql`coalesce(${devices.ip}, '')` },
  latitude: { expression: sql`coalesce(${devices.latitude}, -1000)` },
  last_seen_at: {
    expression: sql`coalesce(${devices.lastSeenAt}, '-infinity'::timestamptz)`,
    timestamp: true,
  },
};
