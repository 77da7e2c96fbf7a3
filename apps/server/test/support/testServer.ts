import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type BuildServerOptions, buildServer, type NetfleetServer } from '../../src/index.js';

/** The origin `app.inject()` requests are addressed to (Host: localhost:80). */
export const ORIGIN = 'http://localhost';

export { TEST_DEVICE_COUNT } from './testFleet.js';

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

let template: Blob | undefined;

/**
 * A server on PGlite in memory holding the demo data (60 devices, cheap demo password
 * hashes), started from the database the global setup prepared (`globalSetup.ts`). Start one
 * per test file in `beforeAll`.
 */
export function startTestServer(options: Omit<BuildServerOptions, 'demo'> = {}): Promise<NetfleetServer> {
  template ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  // Demo users sign in with the password alone here (signed in by the dozen); the tests of
  // the second factor at sign-in turn it on.
  return buildServer({ dataDir: 'memory', pgliteDump: template, signInSecondFactor: false, ...options });
}
