import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The reference server (apps/server) in development. */
const API_TARGET = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  // Workspace packages are built from their TypeScript source.
  resolve: { conditions: ['@netfleet/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/auth': { target: API_TARGET, changeOrigin: false },
      '/account': { target: API_TARGET, changeOrigin: false },
      '/status': { target: API_TARGET, changeOrigin: false, ws: true },
    },
  },
});
