import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as core from './index.js';

const here = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the core entry', () => {
  // api-client's main entry is its React-free core (a Biome ban keeps it so): the submit
  // flow reads failures into its one ApiError. Its /react entry stays out.
  it('imports no React, no DOM globals and nothing of ours but contracts and the api-client core', () => {
    const files = sourceFiles(here);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from '(react|react-dom)(\/.*)?'/);
      expect(text, file).not.toMatch(/from '@netfleet\/(?!contracts'|api-client')/);
      expect(text, file).not.toMatch(/\b(window|document|localStorage|sessionStorage|navigator)\./);
      expect(text, file).not.toMatch(/\bnew (File|Blob|FileReader|FormData)\(/);
    }
  });

  it('holds the spec constants', () => {
    expect(core.MAX_FILE_SIZE).toBe(83886080);
    expect(core.DEFAULT_ADD_KEYS).toEqual(['Enter', ',']);
    expect(core.GENERATED_PASSWORD_LENGTH).toBe(16);
  });
});
