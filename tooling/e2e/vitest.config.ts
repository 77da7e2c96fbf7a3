import { createVitestConfig } from '@netfleet/tooling-config/vitest';

// One browser and one server per file, files one after another: the machine has two cores.
export default createVitestConfig({
  environment: 'node',
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A poll waits for the page as an operator would, as long as Playwright's own expect does
    // (5 s). Vitest's default of 1 s suits unit tests: a full page load on a slower CI runner
    // took longer and failed a test whose page was right. How fast pages are is measured by the
    // console-load benchmark, not here.
    expect: { poll: { timeout: 5_000 } },
  },
});
