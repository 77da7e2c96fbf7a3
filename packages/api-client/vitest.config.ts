import { createVitestConfig } from '@netfleet/tooling-config/vitest';
import react from '@vitejs/plugin-react';

// The core runs in node; React bindings opt into jsdom per file.
export default createVitestConfig({ environment: 'node', plugins: [react()] });
