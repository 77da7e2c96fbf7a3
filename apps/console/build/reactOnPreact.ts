import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias } from 'vite';

type ExportConditions = Partial<Record<'browser' | 'import', string>>;

/**
 * The aliases that render the console with preact/compat (docs/adr/0020): every import of React,
 * from the console, the workspace packages and the libraries (also in the dev server's
 * pre-bundled dependencies), resolves to Preact. `react` is the console's own module
 * (`src/runtime/react.ts`: compat with a `useId` of its own); the rest are compat's files.
 *
 * The targets are absolute paths: the workspace packages do not depend on Preact, so a bare
 * `preact/compat` does not resolve from them. Each is the file of Preact's `browser` export
 * (else `import`), the one Vite picks when Preact's own modules import each other by name: any
 * other file would load Preact twice.
 */
export function reactOnPreact(consoleRoot: string): Alias[] {
  const require = createRequire(join(consoleRoot, 'package.json'));
  const packageJson = require.resolve('preact/package.json');
  const preact = dirname(packageJson);
  const exports = (
    JSON.parse(readFileSync(packageJson, 'utf8')) as { exports: Record<string, ExportConditions> }
  ).exports;
  const file = (subpath: string): string => {
    const conditions = exports[subpath];
    const target = conditions?.browser ?? conditions?.import;
    if (!target) throw new Error(`preact has no browser or import export for ${subpath}`);
    return join(preact, target);
  };
  const exact = (name: string) => new RegExp(`^${name.replace('/', '\\/')}$`);
  return [
    { find: exact('react'), replacement: join(consoleRoot, 'src/runtime/react.ts') },
    { find: exact('react-dom'), replacement: file('./compat') },
    { find: exact('react-dom/client'), replacement: file('./compat/client') },
    { find: exact('react/jsx-runtime'), replacement: file('./compat/jsx-runtime') },
    { find: exact('react/jsx-dev-runtime'), replacement: file('./compat/jsx-dev-runtime') },
  ];
}
