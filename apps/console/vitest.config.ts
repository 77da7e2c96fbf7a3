import { createVitestConfig } from '@netfleet/tooling-config/vitest';
import react from '@vitejs/plugin-react';

export default createVitestConfig({
  environment: 'jsdom',
  plugins: [react()],
  // A file's first test renders the whole console cold: give it room.
  test: { setupFiles: ['./src/test/setup.ts'], testTimeout: 15_000 },
});
