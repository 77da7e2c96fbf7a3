import { createVitestConfig } from '@netfleet/tooling-config/vitest';

// One browser and one server per file, files one after another: the machine has two cores.
export default createVitestConfig({
  environment: 'node',
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
