/** What a first view adds to the console's index.html. */
export interface FirstViewParts {
  /** The page's markup (the console's render: escaped by Preact). */
  html: string;
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

/** The hrefs of the style sheets a route preload meta of `indexHtml` names. */
function routeStyleSheets(indexHtml: string, route: string): string[] {
  const meta = new RegExp(`<meta name="netfleet-route-${route}" content="([^"]*)"`).exec(indexHtml);
  return (meta?.[1] ?? '').split(' ').filter((href) => href.endsWith('.css'));
}

/**
 * The console's `index.html` with a first view: its meta before `early-requests.js` (which
 * reads it), the page's style sheets at the end of the head (`early-requests.js` would only
 * preload them), and the markup in an inert `#first-view` before `#root`. Null when the page
 * lacks the places these go (a console built from another index.html).
 */
export function firstViewPage(indexHtml: string, parts: FirstViewParts): string | null {
  const script = indexHtml.indexOf('<script src="/early-requests.js"');
  const headEnd = indexHtml.indexOf('</head>');
  const root = indexHtml.indexOf('<div id="root"></div>');
  if (script < 0 || headEnd < script || root < headEnd) return null;
  const meta = `<meta name="${escapeAttribute(parts.metaName)}" content="${escapeAttribute(parts.meta)}" />\n    `;
  // After the scripts: a parser-blocking script waits for the style sheets before it.
  const sheets = parts.routes
    .flatMap((route) => routeStyleSheets(indexHtml, route))
    .map((href) => `  <link rel="stylesheet" crossorigin href="${escapeAttribute(href)}" />\n  `)
    .join('');
  let head = indexHtml.slice(script, headEnd);
  if (parts.earlyRequests !== undefined) {
    // A script's text cannot end its element early: `</script` would.
    if (/<\/script/i.test(parts.earlyRequests)) return null;
    head = head.replace(EARLY_REQUESTS_TAG, () => `<script>${parts.earlyRequests}</script>`);
  }
  return (
    `${indexHtml.slice(0, script)}${meta}${head}${sheets}` +
    `${indexHtml.slice(headEnd, root)}<div id="first-view" inert aria-hidden="true">${parts.html}</div>` +
    indexHtml.slice(root)
  );
}
