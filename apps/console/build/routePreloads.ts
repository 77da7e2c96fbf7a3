import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The tag of index.html that loads public/early-requests.js. */
const EARLY_REQUESTS_TAG = '<script src="/early-requests.js"></script>';

/** A page whose code public/early-requests.js may start loading beside the entry. */
export interface RoutePreload {
  /** The meta's name: `netfleet-route-<name>`. */
  name: string;
  /** The page's source files (a route and its open tab, say), from the app's root. */
  sources: readonly string[];
  /** Sources the page imports lazily but needs before it is done (uPlot for the charts). */
  lazy?: readonly string[];
}

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === 'chunk';

/**
 * Writes, for each page, its chunks (those of `sources` and `lazy` and every chunk they import
 * statically that the entry does not hold) and their CSS into index.html as
 * `<meta name="netfleet-route-<name>" content="…">`. public/early-requests.js preloads a page's
 * files when the path is that page (and those of `start` on every path): its code loads beside the entry instead of after the entry
 * has run and the route has matched. A meta, not `<link rel="modulepreload">`: the other pages
 * should not pay for this one, and the CSP allows no inline script to decide.
 */
export function routePreloads(pages: readonly RoutePreload[]): Plugin {
  let base = '/';
  return {
    name: 'netfleet-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        if (!html.includes(EARLY_REQUESTS_TAG)) throw new Error(`index.html lost ${EARLY_REQUESTS_TAG}.`);
        const loaded = new Set<string>();
        const visitEntry = (file: string) => {
          const chunk = bundle[file];
          if (loaded.has(file) || !isChunk(chunk)) return;
          loaded.add(file);
          for (const child of chunk.imports) visitEntry(child);
        };
        visitEntry(entry.fileName);
        const chunkOf = (source: string) => {
          const found = Object.values(bundle).find(
            (output): output is OutputChunk =>
              isChunk(output) && output.facadeModuleId?.endsWith(source) === true,
          );
          if (!found) throw new Error(`No chunk for ${source} in the build.`);
          return found;
        };
        const metas = pages.map(({ name, sources, lazy = [] }) => {
          const files: string[] = [];
          const visit = (file: string) => {
            const chunk = bundle[file];
            if (loaded.has(file) || files.includes(file) || !isChunk(chunk)) return;
            files.push(file);
            for (const child of chunk.imports) visit(child);
          };
          for (const source of [...sources, ...lazy]) visit(chunkOf(source).fileName);
          const css = new Set(
            files.flatMap((file) => {
              const chunk = bundle[file];
              return isChunk(chunk) ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
            }),
          );
          const content = [...files, ...css].map((file) => base + file).join(' ');
          return `<meta name="netfleet-route-${name}" content="${content}" />`;
        });
        // Before the script that reads them: the parser has not reached later tags when it runs.
        return html.replace(EARLY_REQUESTS_TAG, `${metas.join('\n    ')}\n    ${EARLY_REQUESTS_TAG}`);
      },
    },
  };
}
