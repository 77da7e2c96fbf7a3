import type { SftpEntry } from '@netfleet/contracts';
import { describe, expect, it } from 'vitest';
import { sortEntries } from './sortEntries.js';

const entry = (name: string, type: SftpEntry['type'] = 'file'): SftpEntry => ({
  name,
  type,
  size: 1,
  modified_at: '2025-01-01T00:00:00.000Z',
  permissions: 'rw-r--r--',
});

describe('sortEntries', () => {
  it('puts folders first, then names as people read them', () => {
    const sorted = sortEntries([
      entry('file10'),
      entry('zeta', 'directory'),
      entry('File2'),
      entry('link', 'symlink'),
      entry('alpha', 'directory'),
      entry('file1'),
    ]);
    expect(sorted.map((e) => e.name)).toEqual(['alpha', 'zeta', 'file1', 'File2', 'file10', 'link']);
  });

  it('orders names equal but for case the same way every time, and leaves the input alone', () => {
    const input = [entry('b'), entry('B'), entry('a')];
    expect(sortEntries(input).map((e) => e.name)).toEqual(['a', 'B', 'b']);
    expect(sortEntries([...input].reverse()).map((e) => e.name)).toEqual(['a', 'B', 'b']);
    expect(input.map((e) => e.name)).toEqual(['b', 'B', 'a']);
  });
});
