import { createHash } from 'node:crypto';

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };

/** An attribute's value as the browser reads it: character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (reference, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? reference;
  });
}

/** The CSP source (`'sha256-…'`) that allows exactly `text` inline. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The CSP sources (`'sha256-…'`) of every distinct `style` attribute in `html` (double-quoted,
 * as Preact writes them): the page's policy allows exactly these inline styles (`style-src-attr
 * 'unsafe-hashes'`), the first view's row positions and colours, and no other.
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(STYLE_ATTRIBUTE)) values.add(decodeAttribute(match[1] ?? ''));
  return [...values].map(
    (value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`,
  );
}
