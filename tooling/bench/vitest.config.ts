import { createVitestConfig } from '@netfleet/tooling-config/vitest';

// The benches' own helpers (reading wrk's report, the warm-up's rule); the benches themselves
// are run by hand, not as tests.
export default createVitestConfig({ environment: 'node', test: { include: ['support/**/*.test.ts'] } });
