import { createVitestConfig } from '@netfleet/tooling-config/vitest';
import react from '@vitejs/plugin-react';

export default createVitestConfig({ environment: 'jsdom', plugins: [react()] });
