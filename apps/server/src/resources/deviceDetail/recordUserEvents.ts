import type { DeviceEvent } from '@netfleet/contracts';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { deviceEvents } from '../../db/schema.js';

/** One event a user's write makes: its kind, English message and data. */
export interface UserEvent {
  kind: string;
  message: string;
  data: Record<string, unknown>;
}

/**
 * Writes what the user did to a device into its event log (in the write's transaction, one
 * INSERT) and returns the events as the list gives them, to publish once the transaction commits.
 */
export async function recordUserEvents(
  tx: Database,
  auth: AuthContext,
  deviceId: number,
  events: readonly UserEvent[],
  at: Date,
): Promise<DeviceEvent[]> {
  if (events.length === 0) return [];
  const rows = await tx
    .insert(deviceEvents)
    .values(events.map((event) => ({ deviceId, at, userId: auth.user.id, ...event })))
    .returning({ id: deviceEvents.id });
  const user = { id: auth.user.id, email: auth.user.email, name: auth.user.username };
  return events.map((event, index) => ({
    id: rows[index]?.id ?? 0,
    at: at.toISOString(),
    kind: event.kind,
    message: event.message,
    user,
    data: event.data,
  }));
}
