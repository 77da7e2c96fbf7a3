import { describe, expect, it } from 'vitest';
import { firstViewPage, SESSION_REQUESTS_META } from './firstViewPage.js';

const pageOf = (...args: Parameters<typeof firstViewPage>) => firstViewPage(...args)?.page ?? '';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" />
    <link rel="preload" href="/api/storage?limit=100" as="fetch" crossorigin="use-credentials" />
    <meta name="netfleet-route-devices" content="/assets/DevicesPage-a.js /assets/DevicesPage-b.css /assets/devices-route-c.css" />
    <script src="/early-requests.js"></script>
    <script type="module" crossorigin src="/assets/index-d.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-e.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const parts = {
  html: '<div class="app-shell">rows</div>',
  metaName: 'netfleet-first-view',
  meta: 'language=en wide-nav=1 desktop=1',
  routes: ['devices'],
};

describe('firstViewPage', () => {
  it('puts the meta before early-requests.js, the route style sheets at the end of the head and the markup before #root', () => {
    const page = pageOf(INDEX, parts);
    const at = (text: string) => page.indexOf(text);
    expect(
      at('<meta name="netfleet-first-view" content="language=en wide-nav=1 desktop=1" />'),
    ).toBeGreaterThan(0);
    expect(at('netfleet-first-view')).toBeLessThan(at('<script src="/early-requests.js">'));
    // After every script of the head: a parser-blocking script would wait for them.
    expect(at('<link rel="stylesheet" crossorigin href="/assets/DevicesPage-b.css" />')).toBeGreaterThan(
      at('/assets/index-e.css'),
    );
    expect(at('href="/assets/devices-route-c.css"')).toBeLessThan(at('</head>'));
    expect(page).not.toContain('href="/assets/DevicesPage-a.js" />');
    expect(page).toContain(
      '<div id="first-view" inert aria-hidden="true"><div class="app-shell">rows</div></div><div id="root"></div><script>',
    );
  });

  it('preloads the console entry in the head and starts it after the first paint, from an inline script after #root', () => {
    const composed = firstViewPage(INDEX, parts);
    const page = composed?.page ?? '';
    expect(page).not.toContain('<script type="module"');
    expect(page.indexOf('<link rel="modulepreload" crossorigin href="/assets/index-d.js">')).toBeLessThan(
      page.indexOf('</head>'),
    );
    const loader = composed?.inlineScripts.at(-1) ?? '';
    expect(page).toContain(`<div id="root"></div><script>${loader}</script>`);
    expect(loader).not.toContain('/api/');
    expect(loader).toContain('import("/assets/index-d.js")');
    expect(loader).toContain('requestAnimationFrame(() => setTimeout(start))');
    // A tab in the background gets no frames: it starts at once.
    expect(loader).toContain("document.visibilityState === 'hidden'");
    // The only inline scripts: without early-requests.js given, the loader alone.
    expect(composed?.inlineScripts).toEqual([loader]);
  });

  it("hands the session's first requests to early-requests.js in a meta instead of sending them with the page", () => {
    const page = firstViewPage(INDEX, parts)?.page ?? '';
    expect(page).not.toContain('rel="preload" href="/api/');
    const meta = `<meta name="${SESSION_REQUESTS_META}" content="/api/user /api/storage?limit=100" />`;
    expect(page).toContain(meta);
    // Before early-requests.js, which reads it.
    expect(page.indexOf(meta)).toBeLessThan(page.indexOf('<script src="/early-requests.js">'));
  });

  it('starts the loader by the entry the page names, and leaves an entry of another shape as it is', () => {
    const other = INDEX.replace('/assets/index-d.js', '/assets/index-"x.js');
    expect(firstViewPage(other, parts)?.inlineScripts).toEqual([]);
    expect(firstViewPage(other, parts)?.page).toContain(
      '<script type="module" crossorigin src="/assets/index-"x.js">',
    );
    const loader = firstViewPage(INDEX.replaceAll('index-d.js', 'index-Q_9.js'), parts)?.inlineScripts[0];
    expect(loader).toContain('import("/assets/index-Q_9.js")');
  });

  it('escapes the meta and names no sheets for a route the page has no meta of', () => {
    const page = pageOf(INDEX, { ...parts, meta: 'a"><script>', routes: ['device'] });
    expect(page).toContain('content="a&quot;&gt;&lt;script&gt;"');
    expect(page.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('runs early-requests.js inline when given its text, unless the text would end its element', () => {
    const composed = firstViewPage(INDEX, { ...parts, earlyRequests: 'run();' });
    const page = composed?.page ?? '';
    expect(page).toContain('<script>run();</script>');
    expect(composed?.inlineScripts[0]).toBe('run();');
    expect(page).not.toContain('/early-requests.js');
    expect(page.indexOf('netfleet-first-view')).toBeLessThan(page.indexOf('<script>run();'));
    expect(firstViewPage(INDEX, { ...parts, earlyRequests: 'a("</SCRIPT><b>")' })).toBeNull();
  });

  it('gives null for a page without the places a first view goes', () => {
    expect(firstViewPage('<!doctype html><div id="root"></div>', parts)).toBeNull();
    expect(firstViewPage(INDEX.replace('<div id="root"></div>', ''), parts)).toBeNull();
  });
});
