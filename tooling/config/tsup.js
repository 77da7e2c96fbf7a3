import { defineConfig } from 'tsup';

/**
 * The one build config of every publishable package: ESM JavaScript from tsup.
 * Declarations come from `tsc -p tsconfig.build.json` (TypeScript 7 has no JS API
 * for tsup's own `dts` step). Plain JavaScript so that config loaders, which do not
 * transpile files under node_modules, can import it.
 *
 * @example
 * // packages/x/tsup.config.ts
 * export default createTsupConfig({ entry: { index: 'src/index.ts' } });
 *
 * @param {import('tsup').Options} options
 */
export function createTsupConfig(options) {
  return defineConfig({
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    dts: false,
    ...options,
  });
}
