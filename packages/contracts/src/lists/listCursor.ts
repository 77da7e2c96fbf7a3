/**
 * Where a keyset page starts: after the row with this sort value and id, under this sort
 * (`name`, `-created_at`). Clients treat the encoded cursor (`meta.next`, sent back as
 * `after`) as opaque text.
 */
export interface ListCursor {
  sort: string;
  value: string | number | boolean;
  id: number;
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string | null {
  if (!/^[\w-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The `meta.next` text of a cursor: base64url of `[sort, value, id]`. */
export function encodeListCursor(cursor: ListCursor): string {
  return toBase64Url(JSON.stringify([cursor.sort, cursor.value, cursor.id]));
}

/** The cursor of an `after` text, or null when it is not one. */
export function decodeListCursor(text: string): ListCursor | null {
  const json = fromBase64Url(text);
  if (json === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [sort, value, id] = parsed as unknown[];
  const valueOk = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
  if (typeof sort !== 'string' || !valueOk || !Number.isSafeInteger(id)) return null;
  return { sort, value, id: id as number };
}
