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
  // The submit flow reads failures into api-client's one ApiError, from its DOM-free
  // `/errors` entry (tsconfig.core.json typechecks the core without the DOM's types).
  it('imports no React, no DOM globals and nothing of ours but contracts and api-client errors', () => {
    const files = sourceFiles(here);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from '(react|react-dom)(\/.*)?'/);
      expect(text, file).not.toMatch(/from '@netfleet\/(?!contracts'|api-client\/errors')/);
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
