import type { Notice } from '@netfleet/contracts';

/** Local-storage entry of when the notices were last looked at, in unix seconds (spec §4). */
export const NOTICES_LAST_SEEN_KEY = 'globalNotices.lastSeen';

/** What the badge rule reads of a notice. */
type NoticeTime = { enabled_at: Notice['enabled_at'] | number };

/**
 * A notice's `enabled_at` in unix seconds. The contract says ISO 8601; epoch seconds or
 * milliseconds (as text or number) are read too, as older servers stored them.
 */
export function enabledAtSeconds(notice: NoticeTime): number {
  const value = notice.enabled_at;
  if (typeof value === 'number') return value > 1e12 ? Math.floor(value / 1000) : value;
  const numeric = Number(value);
  if (value.trim() !== '' && Number.isFinite(numeric))
    return numeric > 1e12 ? Math.floor(numeric / 1000) : numeric;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? 0 : Math.floor(parsed / 1000);
}

/** The stored last-seen time, or null when the user never opened the notices. */
export function readNoticesLastSeen(storage: Pick<Storage, 'getItem'> | null): number | null {
  const stored = Number(storage?.getItem(NOTICES_LAST_SEEN_KEY) ?? Number.NaN);
  return Number.isFinite(stored) ? stored : null;
}

/** Stores `nowMs` as the last-seen time (unix seconds) and returns it. */
export function writeNoticesLastSeen(storage: Pick<Storage, 'setItem'> | null, nowMs: number): number {
  const seconds = Math.floor(nowMs / 1000);
  try {
    storage?.setItem(NOTICES_LAST_SEEN_KEY, String(seconds));
  } catch {
    // Blocked storage: the badge comes back on the next visit, nothing worse.
  }
  return seconds;
}

/**
 * The "Important" badge rule (spec §4): shown when there are notices and either none
 * was ever looked at (no stored time) or the newest is newer than the stored time.
 */
export function hasUnseenNotices(notices: readonly NoticeTime[], lastSeen: number | null): boolean {
  if (notices.length === 0) return false;
  if (lastSeen === null) return true;
  return Math.max(...notices.map(enabledAtSeconds)) > lastSeen;
}
