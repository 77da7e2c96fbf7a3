import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The core entry and what it pulls in: every non-test file of core/, and texts.ts.
const coreDir = import.meta.dirname;
const sources = [
  ...readdirSync(coreDir)
    .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
    .map((name) => join(coreDir, name)),
  join(coreDir, '..', 'texts.ts'),
].map((file) => ({ name: relative(join(coreDir, '..'), file), text: readFileSync(file, 'utf8') }));

describe('@netfleet/modals/core', () => {
  it('imports only its own relative modules (no React, no react-dom, no other package)', () => {
    const offending = sources.flatMap(({ name, text }) =>
      [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((specifier) => !/^\.\.?\//.test(specifier))
        .map((specifier) => `${name}: ${specifier}`),
    );
    expect(sources.length).toBeGreaterThan(5);
    expect(offending).toEqual([]);
  });

  it('touches no browser global, so it loads on a server and in workers', () => {
    const offending = sources
      .filter(({ text }) => /\b(window|document|localStorage|navigator)\.\w/.test(text))
      .map(({ name }) => name);
    expect(offending).toEqual([]);
  });
});
