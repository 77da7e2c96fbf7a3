import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstViewModuleBeside, loadFirstViewRenderer } from './firstViewRenderer.js';

describe('the first-view renderer', () => {
  it('is looked for beside the built console, in a folder of any name', () => {
    expect(firstViewModuleBeside('/srv/net fleet/console/dist')).toBe(
      '/srv/net fleet/console/dist-server/renderFirstView.js',
    );
  });

  it('is none when its file is missing, and an error when the file is not one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'netfleet-renderer-'));
    try {
      expect(await loadFirstViewRenderer(join(dir, 'missing.mjs'))).toBeNull();
      expect(await loadFirstViewRenderer(null)).toBeNull();
      writeFileSync(join(dir, 'other.mjs'), 'export const nothing = 1;\n');
      await expect(loadFirstViewRenderer(join(dir, 'other.mjs'))).rejects.toThrow(
        /not the console's first-view renderer/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
