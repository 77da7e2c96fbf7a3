import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The console's first-view renderer (apps/console/src/firstView/renderFirstView.tsx, built to
 * `apps/console/dist-server/renderFirstView.js`), as the server calls it. The server imports no
 * React package: it loads the console's own build, as it serves the console's files.
 */
export interface FirstViewRenderer {
  /**
   * The first view the console would render of a page request, known before its render (the
   * server sends the page's head with it), or null for a page it renders none of.
   */
  planFirstView(request: { url: string; origin: string; cookie: string }): {
    meta: string;
    routes: readonly string[];
  } | null;
  /** The page's first view, or null when the browser should start without one. */
  renderFirstView(request: {
    url: string;
    origin: string;
    cookie: string;
    fetch: typeof fetch;
  }): Promise<{ html: string } | null>;
  /** The name of the `<meta>` that carries the first view's assumptions to the browser. */
  FIRST_VIEW_META: string;
}

/** The renderer built beside a built console (`<console>/dist` → `<console>/dist-server`). */
export function firstViewModuleBeside(consoleDir: string): string {
  return resolve(consoleDir, '..', 'dist-server', 'renderFirstView.js');
}

/**
 * Imports the renderer at `path`; null when there is none (the console is not built with one).
 * The module is large (the whole console): the server starts it loading at once and the first
 * page request that needs it waits for it.
 */
export async function loadFirstViewRenderer(path: string | null): Promise<FirstViewRenderer | null> {
  if (path === null || !existsSync(path)) return null;
  const module = (await import(pathToFileURL(path).href)) as Partial<FirstViewRenderer>;
  if (typeof module.renderFirstView !== 'function' || typeof module.planFirstView !== 'function') {
    throw new Error(`${path} is not the console's first-view renderer (no renderFirstView export)`);
  }
  return module as FirstViewRenderer;
}
