import { createVitestConfig } from '@netfleet/tooling-config/vitest';

export default createVitestConfig({
  environment: 'node',
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/**'],
      exclude: ['src/**/*.test.ts', 'src/index.ts'],
      thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
    },
  },
});
