/**
 * Whether an ISO 8601 date or time that passed a format check names a real moment that the
 * server can store and compare: a day of the calendar (`Date.parse` takes 2026-02-31) in the
 * years 1 to 9999. Year 0 passes every ISO pattern, yet PostgreSQL has no year 0 and refused
 * such a filter with an error about the database instead of the field.
 */
export function isStorableTime(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1) return false;
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    !Number.isNaN(Date.parse(text))
  );
}
