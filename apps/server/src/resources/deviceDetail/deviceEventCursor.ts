// The activity tab pages newest first by (at, id). `at` is kept in microseconds, more than a JS
// Date holds, so the cursor carries the exact microseconds since the epoch, not an ISO time.

/** Where the next page starts: before the event at `micros` (µs since 1970) with this id. */
interface DeviceEventCursor {
  micros: number;
  id: number;
}

/** The `meta.next` text of a cursor: base64url of `[micros, id]`. */
export function encodeDeviceEventCursor(cursor: DeviceEventCursor): string {
  return Buffer.from(JSON.stringify([cursor.micros, cursor.id])).toString('base64url');
}

/** The cursor of a `before` text, or null when it is not one of this list. */
export function decodeDeviceEventCursor(text: string): DeviceEventCursor | null {
  if (!/^[\w-]+$/.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const [micros, id] = parsed as unknown[];
  if (!Number.isSafeInteger(micros) || !Number.isSafeInteger(id) || (id as number) < 1) return null;
  return { micros: micros as number, id: id as number };
}
