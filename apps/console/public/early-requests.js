// Starts the devices page's first request and its code together with the page, before the main
// chunk has loaded and run (index.html loads this file; the CSP allows only same-origin scripts).
// The API client's own fetch of the same URL, credentials included, takes this response instead
// of asking again. The URL is what the devices route asks first for /management/devices without a
// query (prefetchDevicesPage: the first 100); any other page asks for nothing here. The page's
// chunks (and its CSS) are the ones the build wrote into the `netfleet-devices-route` meta; the
// route's own import() finds them loaded or under way.
(() => {
  if (window.location.pathname !== '/management/devices') return;
  // After this task: the parser has then requested the entry chunk (the tags after this script),
  // which comes first; the page's chunks load beside it instead of ahead of it.
  setTimeout(() => {
    const meta = document.querySelector('meta[name="netfleet-devices-route"]');
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
  }, 0);
  if (window.location.search !== '') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = '/api/devices?limit=100';
  document.head.append(link);
})();
