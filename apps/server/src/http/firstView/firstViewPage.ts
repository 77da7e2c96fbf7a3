/** What a first view adds to the console's index.html, known before its render. */
export interface FirstViewParts {
  /** The `<meta>`'s name and content: what the render assumed of the browser. */
  metaName: string;
  meta: string;
  /** Route preload names (`netfleet-route-<name>` metas of index.html) whose style sheets the page needs. */
  routes: readonly string[];
  /**
   * The text of `early-requests.js`, to run inline instead of from its file: the parser waits
   * for no request before the first view. The page's policy must allow it by its hash.
   */
  earlyRequests?: string;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const EARLY_REQUESTS_TAG = '<script src="/early-requests.js"></script>';
/** The console's entry as Vite writes it into index.html. */
const ENTRY_TAG = /<script type="module" crossorigin src="(\/assets\/[^"<>]+\.js)"><\/script>/;

/** index.html's module preloads (Vite's, of the entry's own imports). */
const MODULE_PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"<>]+\.js)">\s*/g;

/** The API preloads of index.html's head: the session's first requests. */
const API_PRELOAD_TAG =
  /<link rel="preload" href="(\/api\/[^"<>]*)" as="fetch" crossorigin="use-credentials" \/>\s*/g;

/**
 * Holds the page's rendering until the parser has read the first view (`#root` follows it), where
 * the browser knows the tag (Chromium): a frame painted while the parser stopped in the header
 * cost a second style, layout and raster, and its first contentful paint (the loader's mark)
 * came before the rows'. The page's start comes while its first view still renders on the
 * server: the hold also keeps the browser from painting the empty page meanwhile.
 */
export const RENDER_AFTER_FIRST_VIEW = '<link rel="expect" href="#root" blocking="render" />';

/** The meta that hands those requests to `early-requests.js`, which sends them after the paint. */
export const SESSION_REQUESTS_META = 'netfleet-session-requests';

/**
 * The event the loader sends just before it starts the console: `early-requests.js` then sends
 * the session's first requests, which on a first view's page wait for its paint too.
 */
export const FIRST_VIEW_PAINTED_EVENT = 'netfleet:first-view-painted';

/** The longest the loader waits for the first view's paint to be reported. */
export const FIRST_VIEW_PAINT_WAIT_MS = 1000;

/**
 * Starts the console's entry once the first view's paint is on the screen. As a module script
 * the entry ran as soon as the parser finished, before any paint: at 4× CPU its evaluation held
 * the main thread about 200 ms between the first view's last markup and its paint. After the
 * next animation frame (the main thread's paint) was not late enough either: on a machine
 * without a GPU the frame is rasterised on the other core for another 60 to 100 ms, and the
 * console's start and the session's requests (the server's work) took that core from it. The
 * first contentful paint is reported once the frame is presented (Paint Timing); with the
 * rendering held until the first view is read ({@link RENDER_AFTER_FIRST_VIEW}) that frame
 * holds the rows.
 *
 * The entry and index.html's module preloads are fetched only then, not preloaded with the
 * head: the browser parsed a preloaded entry in the background while the page loaded (139 ms of
 * a worker thread in one trace at 1×), on a core the first view's paint and the server's render
 * needed. Fetched after the paint, the console's own rows came no later.
 *
 * Where the paint came before the rows all the same (a browser that paints while the parser
 * stopped in the header, before the loader ran), where it is not reported, or where nothing of
 * the first view paints (turned off by `early-requests.js`, or none sent after the page's
 * start: the render failed), the next animation frame is the mark, as before. In a tab in the
 * background, which paints nothing, the console starts at once; a paint never reported starts
 * it after FIRST_VIEW_PAINT_WAIT_MS.
 */
const entryLoader = (src: string, preloads: readonly string[]) =>
  `(() => { let started = false; const start = () => { if (started) return; started = true; ` +
  `document.dispatchEvent(new Event('${FIRST_VIEW_PAINTED_EVENT}')); ` +
  `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); ` +
  `link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link); } ` +
  `import(${JSON.stringify(src)}); }; ` +
  `const later = () => setTimeout(start); ` +
  `if (document.visibilityState === 'hidden') return start(); ` +
  `if (document.documentElement.classList.contains('nf-first-view-off') || !document.getElementById('first-view') || ` +
  `!window.PerformanceObserver?.supportedEntryTypes?.includes('paint') || ` +
  `performance.getEntriesByName('first-contentful-paint').length > 0) return requestAnimationFrame(later); ` +
  `const painted = new PerformanceObserver((list) => { ` +
  `if (list.getEntriesByName('first-contentful-paint').length === 0) return; painted.disconnect(); later(); }); ` +
  `painted.observe({ type: 'paint' }); setTimeout(start, ${FIRST_VIEW_PAINT_WAIT_MS}); })();`;

/**
 * A first view's page in two parts, and the inline scripts its policy must allow by their hashes.
 * The first view (firstViewMarkup), or nothing where there is none after all, goes between them.
 */
export interface FirstViewDocument {
  /** The page up to its first view: the server sends it while the first view renders. */
  start: string;
  /** The page after its first view: `#root`, the loader and the rest of index.html. */
  end: string;
  inlineScripts: string[];
  /** The hrefs of the page's style sheets, in its order: the first paint waits for them. */
  styleSheets: string[];
}

/** The style sheets index.html links itself (Vite writes the entry's there). */
const STYLE_SHEET_TAG = /<link rel="stylesheet" crossorigin href="([^"<>]+)"/g;

/** The hrefs of the style sheets a route preload meta of `indexHtml` names. */
function routeStyleSheets(indexHtml: string, route: string): string[] {
  const meta = new RegExp(`<meta name="netfleet-route-${route}" content="([^"]*)"`).exec(indexHtml);
  return (meta?.[1] ?? '').split(' ').filter((href) => href.endsWith('.css'));
}

/**
 * The console's `index.html` around a first view: its meta before `early-requests.js` (which
 * reads it), the page's style sheets at the end of the head (`early-requests.js` would only
 * preload them), the place of the first view before `#root`, and the console's entry and
 * module preloads moved out of the head into an inline script after `#root`, which starts them
 * once the first view has painted. Null when the page lacks the places these go, or an entry the loader can start (a
 * console built from another index.html).
 */
export function firstViewPage(indexHtml: string, parts: FirstViewParts): FirstViewDocument | null {
  const script = indexHtml.indexOf('<script src="/early-requests.js"');
  const headEnd = indexHtml.indexOf('</head>');
  const root = indexHtml.indexOf('<div id="root"></div>');
  if (script < 0 || headEnd < script || root < headEnd) return null;
  const inlineScripts: string[] = [];
  // The session's first requests go to early-requests.js, which sends them with the route's own
  // once the first view has painted: sent with the page, they slowed the style sheets and the
  // parse the paint waits for.
  const sessionRequests: string[] = [];
  const top = indexHtml.slice(0, script).replace(API_PRELOAD_TAG, (_tag, href: string) => {
    sessionRequests.push(href);
    return '';
  });
  const meta =
    `<meta name="${escapeAttribute(parts.metaName)}" content="${escapeAttribute(parts.meta)}" />\n    ` +
    `<meta name="${SESSION_REQUESTS_META}" content="${escapeAttribute(sessionRequests.join(' '))}" />\n    ` +
    `${RENDER_AFTER_FIRST_VIEW}\n    `;
  // After the scripts: a parser-blocking script waits for the style sheets before it.
  const routeSheets = parts.routes.flatMap((route) => routeStyleSheets(indexHtml, route));
  const sheets = routeSheets
    .map((href) => `  <link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" />\n  `)
    .join('');
  let head = indexHtml.slice(script, headEnd);
  // Without the loader an entry would run before the paint, and early-requests.js would wait
  // for the loader's event: an entry of another shape (or none) gets no first view.
  const found = ENTRY_TAG.exec(head);
  if (!found) return null;
  const entry = { tag: found[0], src: found[1] as string };
  const modulePreloads: string[] = [];
  head = head.replace(entry.tag, '').replace(MODULE_PRELOAD_TAG, (_tag, href: string) => {
    modulePreloads.push(href);
    return '';
  });
  if (parts.earlyRequests !== undefined) {
    // A script's text cannot end its element early: `</script` would.
    if (/<\/script/i.test(parts.earlyRequests)) return null;
    const earlyRequests = parts.earlyRequests;
    head = head.replace(EARLY_REQUESTS_TAG, () => `<script>${earlyRequests}</script>`);
    inlineScripts.push(earlyRequests);
  }
  const loader = entryLoader(entry.src, modulePreloads);
  inlineScripts.push(loader);
  const rootEnd = root + '<div id="root"></div>'.length;
  const start = `${top}${meta}${head}${sheets}${indexHtml.slice(headEnd, root)}`;
  const end = `${indexHtml.slice(root, rootEnd)}<script>${loader}</script>${indexHtml.slice(rootEnd)}`;
  const ownSheets = [...indexHtml.slice(0, headEnd).matchAll(STYLE_SHEET_TAG)].map(
    (found) => found[1] as string,
  );
  return { start, end, inlineScripts, styleSheets: [...ownSheets, ...routeSheets] };
}
