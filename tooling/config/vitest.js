import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages resolve to their TypeScript source in tests (no build needed). */
export const SOURCE_CONDITION = '@netfleet/source';

/**
 * The shared vitest config: source condition first, tests beside the code, and at
 * most two workers (the machine and CI have two cores).
 *
 * @param {import('./vitest.d.ts').NetfleetVitestOptions} [options]
 */
export function createVitestConfig(options = {}) {
  return defineConfig({
    plugins: options.plugins ?? [],
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
    test: {
      environment: options.environment ?? 'node',
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      maxWorkers: 2,
      ...options.test,
    },
  });
}
