import { createVitestConfig } from '@netfleet/tooling-config/vitest';
import react from '@vitejs/plugin-react';

// Two projects: the core is React-free and DOM-free, so its tests run in node as the server
// runs it; the React parts run in jsdom.
export default createVitestConfig({
  plugins: [react()],
  test: {
    // Projects extend this config and arrays merge, so the shared include is emptied here.
    include: [],
    projects: [
      {
        extends: true,
        test: { name: 'core', environment: 'node', include: ['src/core/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'react',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'src/core/**'],
          setupFiles: ['./test/setup.ts'],
          // Two cores shared with other suites: user-event runs slow under load.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
