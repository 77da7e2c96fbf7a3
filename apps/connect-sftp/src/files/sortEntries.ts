import type { SftpEntry } from '@netfleet/contracts';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * Folders first, then by name as people read it (`file2` before `file10`, case aside); equal
 * names keep a stable code-point order. The server sorts too, but by code point.
 */
export function sortEntries(entries: readonly SftpEntry[]): SftpEntry[] {
  return [...entries].sort((a, b) => {
    const folder = Number(b.type === 'directory') - Number(a.type === 'directory');
    if (folder !== 0) return folder;
    return collator.compare(a.name, b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  });
}
