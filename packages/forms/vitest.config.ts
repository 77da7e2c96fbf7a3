import { createVitestConfig } from '@netfleet/tooling-config/vitest';

// The core is React-free and DOM-free: its tests run in node, as the server runs it.
export default createVitestConfig({ environment: 'node' });
