// Starts a page's first request and its code together with the page, before the main chunk has
// loaded and run (index.html loads this file; the CSP allows only same-origin scripts). The API
// client's own fetch of the same URL, credentials included, takes the response instead of asking
// again. The page's chunks (and their CSS) are the ones the build wrote into the
// `netfleet-route-<name>` metas (build/routePreloads.ts); the routes' own import() find them
// loaded or under way. Pages: the devices list (its first 100 rows, as prefetchDevicesPage asks
// for /management/devices without a query) and a device's page (the device, and the code of the
// tab the path names).
(() => {
  const path = window.location.pathname;
  const device = /^\/devices\/(\d+)(?:\/(.*?))?\/?$/.exec(path);
  let routes;
  let request = null;
  if (path === '/management/devices') {
    routes = ['devices'];
    if (window.location.search === '') request = '/api/devices?limit=100';
  } else if (device) {
    const tab = device[2] ?? 'activity';
    routes = ['device', `device-${tab.replaceAll('/', '-')}`];
    request = `/api/devices/${device[1]}`;
  } else {
    return;
  }
  // After this task: the parser has then requested the entry chunk (the tags after this script),
  // which comes first; the page's chunks load beside it instead of ahead of it.
  setTimeout(() => {
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
  }, 0);
  if (request === null) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = request;
  document.head.append(link);
})();
