import { createVitestConfig } from '@netfleet/tooling-config/vitest';

/** Tests that need one PostgreSQL several servers share: the `postgres` run only. */
const POSTGRES_ONLY = ['test/twoProcesses.test.ts', 'test/postgres*.test.ts'];
/**
 * Tests of the embedded database's own files (backup): the same in both runs, so run once. And
 * of its maintenance pass by activity, which only the embedded database runs (a pooled
 * PostgreSQL connection reports its activity up to ten seconds late).
 */
const PGLITE_ONLY = ['src/ops/backupDatabase.test.ts', 'src/telemetry/vacuumByActivity.test.ts'];

// The integration suite runs twice, as two projects (`pnpm test` runs one after the other,
// see scripts/testBothDatabases.mjs): `pglite` starts every test file's server on PGlite in
// memory from the dump the global setup prepares; `postgres` on a database of its own, cloned
// from a template on a throwaway PostgreSQL server (`test/support/postgresSetup.ts`). Two
// files run at once.
export default createVitestConfig({
  environment: 'node',
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          globalSetup: ['test/support/globalSetup.ts'],
          exclude: ['**/node_modules/**', ...POSTGRES_ONLY],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          globalSetup: ['test/support/postgresSetup.ts'],
          exclude: ['**/node_modules/**', ...PGLITE_ONLY],
        },
      },
    ],
  },
});
