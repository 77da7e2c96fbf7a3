// Starts the devices page's first request together with the page, before the main chunk has
// loaded and run (index.html loads this file; the CSP allows only same-origin scripts). The API
// client's own fetch of the same URL, credentials included, takes this response instead of
// asking again. The URL is what the devices route asks first for /management/devices without a
// query (prefetchDevicesPage: the first 100); any other page asks for nothing here.
(() => {
  if (window.location.pathname !== '/management/devices' || window.location.search !== '') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'use-credentials';
  link.href = '/api/devices?limit=100';
  document.head.append(link);
})();
