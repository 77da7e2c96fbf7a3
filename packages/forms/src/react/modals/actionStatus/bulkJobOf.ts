/** The job of a bulk progress channel (`private-bulk.{id}`), or `null` for any other channel. */
export function bulkJobOf(channel: string): number | null {
  const match = /^private-bulk\.(\d{1,10})$/.exec(channel);
  return match ? Number(match[1]) : null;
}
