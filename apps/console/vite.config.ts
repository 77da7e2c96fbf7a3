import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

/** The reference server (apps/server) in development. */
const API_TARGET = 'http://127.0.0.1:8080';

/** Files the server may send compressed: text, not images or source maps. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file of
 * the build, once, at build time: the server sends them by Accept-Encoding (`preCompressed` of
 * @fastify/static) without compressing per request. A sibling is kept only when it is smaller.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'netfleet-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = readFileSync(file);
        const br = brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        });
        const gz = gzipSync(bytes, { level: 9 });
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/** Source of the devices page, the route most sessions open first (see public/early-requests.js). */
const DEVICES_PAGE_SOURCE = '/src/features/devices/DevicesPage.tsx';

/** The tag of index.html that loads public/early-requests.js. */
const EARLY_REQUESTS_TAG = '<script src="/early-requests.js"></script>';

/**
 * Writes the devices page's chunk, the chunks it imports statically that the entry does not
 * hold, and its CSS into index.html as `<meta name="netfleet-devices-route" content="…">`.
 * public/early-requests.js preloads them when the path is the devices page: the page's code
 * loads beside the entry instead of after the entry has run and the route has matched. A meta,
 * not `<link rel="modulepreload">`: the other pages should not pay for the devices page, and the
 * CSP allows no inline script to decide.
 */
function devicesRoutePreload(): Plugin {
  let base = '/';
  return {
    name: 'netfleet-devices-route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        const page = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(DEVICES_PAGE_SOURCE),
        );
        if (page?.type !== 'chunk') throw new Error(`No chunk for ${DEVICES_PAGE_SOURCE} in the build.`);
        if (!html.includes(EARLY_REQUESTS_TAG)) throw new Error(`index.html lost ${EARLY_REQUESTS_TAG}.`);
        const loaded = new Set([entry.fileName, ...entry.imports]);
        const files = [page.fileName, ...page.imports.filter((file) => !loaded.has(file))];
        // The CSS of the page and of the chunks it imports (the table preferences bring theirs).
        const css = new Set(
          files.flatMap((file) => {
            const chunk = bundle[file];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          }),
        );
        const content = [...files, ...css].map((file) => base + file).join(' ');
        // Before the script that reads it: the parser has not reached later tags when it runs.
        return html.replace(
          EARLY_REQUESTS_TAG,
          `<meta name="netfleet-devices-route" content="${content}" />\n    ${EARLY_REQUESTS_TAG}`,
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), devicesRoutePreload(), precompress()],
  // When this bundle was built: the version check compares it with the deployed one (spec §7).
  define: { __NETFLEET_BUILD_TIMESTAMP__: JSON.stringify(Date.now()) },
  // Workspace packages are built from their TypeScript source.
  resolve: { conditions: ['@netfleet/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/check-bundle-size.mjs reads which chunks the entry loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (the shell and the devices page) in one
        // chunk: one request instead of a dozen small shared ones. Lazy pages stay apart.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
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
