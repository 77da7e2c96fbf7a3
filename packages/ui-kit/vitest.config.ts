import { createVitestConfig } from '@netfleet/tooling-config/vitest';

export default createVitestConfig({ environment: 'jsdom', test: { setupFiles: ['./test/setup.ts'] } });
