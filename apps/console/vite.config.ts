import { fileURLToPath } from 'node:url';
import { precompress } from '@netfleet/tooling-config/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { reactOnPreact } from './build/reactOnPreact.js';
import { type RoutePreload, routePreloads } from './build/routePreloads.js';
import { MOVED_LANGUAGES, TEXTS_MODULE_PREFIX, textsByLanguage } from './build/textsByLanguage.js';

/** The reference server (apps/server) in development. */
const API_TARGET = 'http://127.0.0.1:8080';

/**
 * Code preloaded beside the entry by public/early-requests.js: on every path, what the session's
 * start imports before the first page can show (`start`: the brand's loader; `language-<code>`
 * beside it in a language other than English); and the pages a
 * session most often opens first: the devices list, and a device's page with the tab a link
 * names (its dynamic metrics draw with uPlot, a lazy chunk of the ui-kit chart).
 */
const ROUTE_PRELOADS: readonly RoutePreload[] = [
  { name: 'start', sources: ['/src/bootstrap/loadBrand.ts'] },
  // A session in another language than English: its i18next root and its texts' chunk.
  ...MOVED_LANGUAGES.map((language) => ({
    name: `language-${language}`,
    sources: ['/src/i18n/I18nRoot.tsx', `${TEXTS_MODULE_PREFIX}${language}`],
  })),
  { name: 'devices', sources: ['/src/features/devices/DevicesPage.tsx'] },
  { name: 'device', sources: ['/src/features/device/DevicePage.tsx'] },
  { name: 'device-activity', sources: ['/src/features/device/activity/DeviceActivityPage.tsx'] },
  {
    name: 'device-metrics-dynamic',
    sources: ['/src/features/device/metrics/DynamicMetricsPage.tsx'],
    lazy: ['/uplot/dist/uPlot.esm.js'],
  },
];

/** The modules the devices page imports that other pages import too (see `codeSplitting`). */
const DEVICES_ROUTE_SHARED =
  /[\\/](features[\\/]devices[\\/](DeviceCells|deviceColumns|texts|forms[\\/](addDeviceFormHeads|formTexts))|features[\\/]forms[\\/](FormButton|useConsoleForm|defineConsoleForm|formTranslation)|components[\\/]tablePreferences[\\/][^\\/]+|components[\\/](FormField|LoadFailed|loadFailedTexts|useDisclosureDismiss|list[\\/]listFormat)|format[\\/](formatBytes|formatRelativeTime))\.(tsx?|css)$/;

export default defineConfig({
  plugins: [
    // Each language's texts in a chunk of their own: the code keeps English only.
    textsByLanguage({
      roots: [fileURLToPath(new URL('./src', import.meta.url))],
      loader: fileURLToPath(new URL('./src/i18n/loadTranslations.ts', import.meta.url)),
    }),
    // The JSX transform. Not its fast refresh, which needs React itself: under preact/compat an
    // edit in `vite dev` reloads the page instead.
    react({ refreshExclude: /./ }),
    routePreloads(ROUTE_PRELOADS),
    precompress(),
  ],
  // When this bundle was built: the version check compares it with the deployed one (spec §7).
  define: { __NETFLEET_BUILD_TIMESTAMP__: JSON.stringify(Date.now()) },
  // Workspace packages are built from their TypeScript source.
  resolve: {
    conditions: ['@netfleet/source', ...defaultClientConditions],
    // React's API, rendered by preact/compat (docs/adr/0020-preact-compat-renders-the-console.md).
    alias: reactOnPreact(fileURLToPath(new URL('.', import.meta.url))),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/check-bundle-size.mjs reads which chunks the entry loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically (the shell and the devices page) in one
        // chunk: one request instead of a dozen small shared ones. Lazy pages stay apart.
        // The small modules the devices page shares with other pages, in one chunk beside the
        // page's own: on HTTP/1.1 the browser opens 6 connections to a host, and the devices
        // route's ten files (eight single-module chunks, two style sheets) beside its list
        // request waited for one another (~230 ms of the first rows at 1× CPU).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: 'devices-route', test: DEVICES_ROUTE_SHARED },
          ],
        },
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
