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
//
// It also settles, before the body is parsed, what the page's first paint depends on: the dark
// mode (`data-theme`, as createDarkMode in ui-kit sets it later), and whether the server's
// first view of the page (src/firstView, the `netfleet-first-view` meta: what the server assumed)
// fits this browser; when it does not, the `nf-first-view-off` class hides it before it paints.
// When it does, the requests and code above wait for the first view's paint: the server's loader
// after #root sends `netfleet:first-view-painted` once it is on the screen, just before it
// starts the console.
(() => {
  const path = window.location.pathname;
  const device = /^\/devices\/(\d+)(?:\/(.*?))?\/?$/.exec(path);
  const routes = ['start'];
  const read = (storage, key) => {
    try {
      return window[storage].getItem(key);
    } catch {
      return null;
    }
  };
  // As src/i18n/language.ts reads it: English needs no texts of its own.
  const stored = read('localStorage', 'language');
  const language = ['en', 'nb', 'ja', 'uk'].includes(stored) ? stored : 'en';
  if (language !== 'en') routes.push(`language-${language}`);
  // The server renders a first view in the language this cookie names.
  if (!document.cookie.split('; ').includes(`nf_language=${language}`)) {
    // biome-ignore lint/suspicious/noDocumentCookie: a classic script before the page; the Cookie Store API is asynchronous.
    document.cookie = `nf_language=${language}; path=/; max-age=31536000; samesite=lax`;
  }

  const cookie = (name) =>
    document.cookie
      .split('; ')
      .find((entry) => entry.startsWith(`${name}=`))
      ?.slice(name.length + 1);
  const setting = (cookie('dark_mode') ?? '').trim().toLowerCase();
  const dark = ['enabled', 'true', '1', 'dark'].includes(setting)
    ? true
    : ['disabled', 'false', '0', 'light'].includes(setting)
      ? false
      : window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');

  let afterFirstView = false;
  const firstView = document.querySelector('meta[name="netfleet-first-view"]');
  if (firstView) {
    const assumed = Object.fromEntries(
      (firstView.getAttribute('content') ?? '').split(' ').map((part) => part.split('=')),
    );
    const wideNav = read('localStorage', 'wideNav') !== 'false';
    const desktop =
      read('sessionStorage', 'netfleet:platform') !== 'mobile' &&
      window.matchMedia?.('(max-width: 48rem)').matches !== true;
    const fits =
      assumed.language === language &&
      assumed['wide-nav'] === (wideNav ? '1' : '0') &&
      assumed.desktop === (desktop ? '1' : '0');
    if (!fits) document.documentElement.classList.add('nf-first-view-off');
    // A first view that will paint: what follows is for the console, which starts once that
    // paint is on the screen (the server's loader after #root says when); sent now, it slows
    // what the paint waits for.
    else afterFirstView = document.visibilityState !== 'hidden';
  }
  let request = null;
  if (path === '/management/devices') {
    routes.push('devices');
    if (window.location.search === '') request = '/api/devices?limit=100';
  } else if (device) {
    const tab = device[2] ?? 'activity';
    routes.push('device', `device-${tab.replaceAll('/', '-')}`);
    request = `/api/devices/${device[1]}`;
  }
  // On a first view's page the server hands index.html's API preloads (the session's first
  // requests) over in a meta, for them to wait for the paint too.
  const session = document.querySelector('meta[name="netfleet-session-requests"]');
  const requests = (session?.getAttribute('content') ?? '').split(' ').filter(Boolean);
  if (request !== null) requests.push(request);
  const preload = () => {
    // The data first: the server's answer takes longest.
    for (const href of requests) {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'use-credentials';
      link.href = href;
      document.head.append(link);
    }
    // At once, not after this task: the preload scanner requested the entry chunk (the tags after
    // this script) while the parser waited for this file, so these load beside it. A task later
    // is after the entry has run (about 100 ms at 1× CPU), and the page then waits for its code.
    // After a first view's paint this still runs before the server's loader imports the entry:
    // the loader sends its event first.
    for (const name of routes) {
      const meta = document.querySelector(`meta[name="netfleet-route-${name}"]`);
      for (const href of (meta?.getAttribute('content') ?? '').split(' ')) {
        // A first view's style sheets are in the page already.
        if (!href || document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) continue;
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
  };
  if (afterFirstView) document.addEventListener('netfleet:first-view-painted', preload, { once: true });
  else preload();
})();
