// Starts a page's first request and its code together with the page, before the main chunk has
// loaded and run (index.html loads this file; the CSP allows only same-origin scripts). The API
// client's own fetch of the same URL, credentials included, takes the response instead of asking
// again. The page's chunks (and their CSS) are the ones the build wrote into the
// `netfleet-route-<name>` metas (build/routePreloads.ts); the routes' own import() find them
// loaded or under way. On every path: the chunks the session's start imports (`start`, the
// brand's loader; in a language other than English, that language's texts and the i18next
// root). Pages: the devices list (its first 100 rows, as prefetchDevicesPage asks for
// /management/devices without a query) and a device's page (the device, and the code of the tab
// the path names).
(() => {
  const path = window.location.pathname;
  const device = /^\/devices\/(\d+)(?:\/(.*?))?\/?$/.exec(path);
  const routes = ['start'];
  // As src/i18n/language.ts reads it: English needs no texts of its own.
  try {
    const language = window.localStorage.getItem('language');
    if (language && language !== 'en') routes.push(`language-${language}`);
  } catch {}
  let request = null;
  if (path === '/management/devices') {
    routes.push('devices');
    if (window.location.search === '') request = '/api/devices?limit=100';
  } else if (device) {
    const tab = device[2] ?? 'activity';
    routes.push('device', `device-${tab.replaceAll('/', '-')}`);
    request = `/api/devices/${device[1]}`;
  }
  // The data first: the server's answer takes longest.
  if (request !== null) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
    link.href = request;
    document.head.append(link);
  }
  // At once, not after this task: the preload scanner requested the entry chunk (the tags after
  // this script) while the parser waited for this file, so these load beside it. A task later
  // is after the entry has run (about 100 ms at 1× CPU), and the page then waits for its code.
  for (const name of routes) {
    const meta = document.querySelector(`meta[name="netfleet-route-${name}"]`);
    for (const href of (meta?.getAttribute('content') ?? '').split(' ')) {
      if (!href) continue;
      const code = document.createElement('link');
      if (href.endsWith('.css')) {
        code.rel = 'preload';
        code.as = 'style';
      } else {
        code.rel = 'modulepreload';
      }
      // As Vite's own preloads and the page's import() ask (crossorigin ""): the same request,
      // so the browser reuses this response instead of fetching again.
      code.crossOrigin = '';
      code.href = href;
      document.head.append(code);
    }
  }
})();
