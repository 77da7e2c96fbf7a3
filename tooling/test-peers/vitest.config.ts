import { createVitestConfig } from '@netfleet/tooling-config/vitest';

// Every test starts a real daemon: give them time on a loaded two-core machine.
export default createVitestConfig({
  environment: 'node',
  test: {
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
