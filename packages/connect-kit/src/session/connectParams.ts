/** How a connect page was opened: with a one-time key, an entry id (signed in), or neither. */
export type ConnectParams = { kind: 'key'; key: string } | { kind: 'id'; id: number } | { kind: 'none' };

/**
 * Reads `?key=` (a one-time key of a Connect or Share link) or `?id=` (an entry the signed-in
 * user opens) from the page's query string; a key wins when both are there.
 */
export function readConnectParams(search: string): ConnectParams {
  const params = new URLSearchParams(search);
  const key = params.get('key');
  if (key) return { kind: 'key', key };
  const id = Number(params.get('id'));
  if (Number.isInteger(id) && id > 0) return { kind: 'id', id };
  return { kind: 'none' };
}
