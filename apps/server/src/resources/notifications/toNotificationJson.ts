import type { Notification } from '@netfleet/contracts';
import type { notifications } from '../../db/schema.js';

/** A notification row as the API sends it. */
export function toNotificationJson(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    type: row.type,
    summary: row.summary,
    created_at: row.createdAt.toISOString(),
    seen_at: row.seenAt ? row.seenAt.toISOString() : null,
  };
}
