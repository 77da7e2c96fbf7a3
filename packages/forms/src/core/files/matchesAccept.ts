import type { FileLike } from './fileLike.js';

/** An `accept` value: the HTML attribute's comma-separated string, or a list of its entries. */
export type Accept = string | readonly string[];

/** The entries of an `accept` value, trimmed and lowercased, blanks dropped. */
export function parseAccept(accept: Accept | undefined): string[] {
  if (accept === undefined) return [];
  const entries = typeof accept === 'string' ? accept.split(',') : accept;
  return entries.map((entry) => entry.trim().toLowerCase()).filter(Boolean);
}

/**
 * True when a file fits `accept` as the browser's file picker reads it: `.json` matches the
 * name's extension, `image/*` any `image/` type, `application/json` the exact type
 * (parameters such as `;charset=utf-8` ignored). An empty `accept` accepts everything.
 *
 * @example
 * matchesAccept({ name: 'a.JSON', type: '', size: 1 }, '.json,application/json'); // true
 */
export function matchesAccept(file: Pick<FileLike, 'name' | 'type'>, accept: Accept | undefined): boolean {
  const entries = parseAccept(accept);
  if (entries.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** Splits dropped files into those that fit `accept` and those that don't. */
export function partitionAccepted<T extends Pick<FileLike, 'name' | 'type'>>(
  files: Iterable<T>,
  accept: Accept | undefined,
): { accepted: T[]; rejected: T[] } {
  const accepted: T[] = [];
  const rejected: T[] = [];
  for (const file of files) (matchesAccept(file, accept) ? accepted : rejected).push(file);
  return { accepted, rejected };
}
