import { defaultServerConditions, type PluginOption, type UserConfig } from 'vite';
import browserConfig from './vite.config.js';

/** Plugins of the browser build that have no place in the server's: precompressed copies, route preloads, texts per language. */
const BROWSER_ONLY = new Set([
  'netfleet-precompress',
  'netfleet-route-preloads',
  'netfleet-texts-by-language',
]);

const browser = browserConfig as UserConfig;

function keep(plugin: PluginOption): boolean {
  return !(plugin && typeof plugin === 'object' && 'name' in plugin && BROWSER_ONLY.has(plugin.name));
}

/**
 * The build of the console's first views for the server (src/firstView, docs/adr/0021): the
 * same modules as the browser's build, rendered by preact/compat, every dependency bundled
 * (React's name resolves to Preact only inside the bundle), every language's texts kept in the
 * code. The reference server imports `dist-server/renderFirstView.js` when it is there.
 */
export default {
  ...browser,
  plugins: (browser.plugins ?? []).flat(Number.POSITIVE_INFINITY as 1).filter(keep),
  publicDir: false,
  ssr: {
    noExternal: true,
    target: 'node',
    resolve: { conditions: ['@netfleet/source', ...defaultServerConditions], externalConditions: [] },
  },
  build: {
    ssr: 'src/firstView/renderFirstView.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
  },
} satisfies UserConfig;
