import { createHash } from 'node:crypto';

// JSON with object keys sorted, so equal payloads hash equally whatever the key order.
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of an action (`DELETE /api/admin/users`) and its validated payload. */
export function payloadHash(action: string, payload: unknown): string {
  return createHash('sha256')
    .update(`${action}\n${stableJson(payload)}`)
    .digest('hex');
}
