import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/**
 * The modals gallery: every kind of modal window and prompt on one page, built to
 * `gallery/dist` for the browser tests. Served under a strict CSP, so nothing is
 * inlined into index.html.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  resolve: { conditions: ['@netfleet/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Tiny assets inlined into CSS as data: URLs are allowed by the CSP (img-src data:), scripts never are.
    assetsInlineLimit: 0,
  },
});
