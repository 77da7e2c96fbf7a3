import { createVitestConfig } from '@netfleet/tooling-config/vitest';

// Integration tests start PGlite (a few seconds each): one server per test file, two files at once.
export default createVitestConfig({
  environment: 'node',
  test: { testTimeout: 20_000, hookTimeout: 60_000 },
});
