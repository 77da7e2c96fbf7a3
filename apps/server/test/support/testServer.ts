import { type BuildServerOptions, buildServer, type NetfleetServer } from '../../src/index.js';

/** The origin `app.inject()` requests are addressed to (Host: localhost:80). */
export const ORIGIN = 'http://localhost';

/** Devices in a test fleet: enough for paging across every company, quick to seed. */
export const TEST_DEVICE_COUNT = 60;

/** A clock the test can move, for token expiry. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
}

/** A clock that starts at the real time and moves only when told. */
export function createTestClock(): TestClock {
  let at = Date.now();
  return {
    now: () => at,
    advance: (ms) => {
      at += ms;
    },
  };
}

/**
 * A server on PGlite in memory with the demo data (60 devices). Start one per test file
 * in `beforeAll`: a PGlite instance takes seconds to start.
 */
export function startTestServer(options: BuildServerOptions = {}): Promise<NetfleetServer> {
  return buildServer({ dataDir: 'memory', demo: { deviceCount: TEST_DEVICE_COUNT }, ...options });
}
