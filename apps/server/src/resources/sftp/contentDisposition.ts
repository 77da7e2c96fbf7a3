/**
 * `attachment` with the file's name for a download (RFC 6266): `filename*` in UTF-8 for every
 * browser of today, and a plain `filename` of the ASCII letters for old ones. Quotes, controls
 * and non-ASCII never reach the header raw (a name could otherwise break the header or add one).
 *
 * @example
 * contentDisposition('Résumé.txt') // attachment; filename="R_sum_.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9.txt
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'download';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
