import type { UserConfig } from 'vite';
import type { ViteUserConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript source in tests (no build needed). */
export declare const SOURCE_CONDITION = '@netfleet/source';

export interface NetfleetVitestOptions {
  /** `node` for React-free code and the server, `jsdom` for components. Defaults to `node`. */
  environment?: 'node' | 'jsdom';
  /** Extra vitest `test` options (setup files, coverage thresholds, include). */
  test?: NonNullable<ViteUserConfig['test']>;
  plugins?: UserConfig['plugins'];
}

/** The shared vitest config: source condition first, tests beside the code, two workers at most. */
export declare function createVitestConfig(options?: NetfleetVitestOptions): ViteUserConfig;
