import { createVitestConfig } from '@netfleet/tooling-config/vitest';

// Integration tests start a server on PGlite in memory, one per test file, from the database
// the global setup prepares once (migrated and seeded); two files run at once.
export default createVitestConfig({
  environment: 'node',
  test: { testTimeout: 20_000, hookTimeout: 60_000, globalSetup: ['test/support/globalSetup.ts'] },
});
