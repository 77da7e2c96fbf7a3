const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` day of a URL filter that exists (not `2026-02-30`), or undefined. */
export function dayParam(value: unknown): string | undefined {
  const parts = typeof value === 'string' ? DAY.exec(value) : null;
  if (!parts) return undefined;
  const [year, month, date] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const parsed = new Date(year, month - 1, date);
  const exists =
    parsed.getFullYear() === year && parsed.getMonth() === month - 1 && parsed.getDate() === date;
  return exists ? (value as string) : undefined;
}

/** The start of a `YYYY-MM-DD` day in the browser's time zone as ISO 8601 (`days` later for an end). */
export function dayStart(text: string, days = 0): string {
  const date = new Date(`${text}T00:00:00`);
  date.setDate(date.getDate() + days);
  return date.toISOString();
}
