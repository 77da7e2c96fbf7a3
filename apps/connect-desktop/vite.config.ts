import { precompress } from '@netfleet/tooling-config/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The reference server (apps/server) in development. */
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  // The server serves this build's assets here and its index.html at /rms-connect/… (registerConnectSites).
  base: '/connect/desktop/',
  plugins: [react(), precompress()],
  // Workspace packages are built from their TypeScript source.
  resolve: { conditions: ['@netfleet/source', ...defaultClientConditions] },
  // React DOM and noVNC are most of the one chunk (about 175 KB gzipped); a desktop page needs both at once.
  // noVNC's top-level await (its H.264 probe) needs an ES2022 target, which Vite's default has.
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 800 },
  server: {
    proxy: {
      '/api': { target: API_TARGET, ws: true },
      '/auth': API_TARGET,
    },
  },
});
