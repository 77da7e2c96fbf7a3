import { describe, expect, it } from 'vitest';
import {
  FIRST_VIEW_PAINT_WAIT_MS,
  FIRST_VIEW_PAINTED_EVENT,
  firstViewPage,
  RENDER_AFTER_FIRST_VIEW,
  SESSION_REQUESTS_META,
} from './firstViewPage.js';

/** A first view as firstViewMarkup gives it, for the place between the page's start and end. */
const MARKUP = '<div id="first-view" inert aria-hidden="true"><div class="app-shell">rows</div></div>';

/** The whole page, with {@link MARKUP} as its first view. */
const pageOf = (...args: Parameters<typeof firstViewPage>) => {
  const composed = firstViewPage(...args);
  return composed ? `${composed.start}${MARKUP}${composed.end}` : '';
};

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <link rel="preload" href="/api/user" as="fetch" crossorigin="use-credentials" />
    <link rel="preload" href="/api/storage?limit=100" as="fetch" crossorigin="use-credentials" />
    <meta name="netfleet-route-devices" content="/assets/DevicesPage-a.js /assets/DevicesPage-b.css /assets/devices-route-c.css" />
    <script src="/early-requests.js"></script>
    <script type="module" crossorigin src="/assets/index-d.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-f.js">
    <link rel="stylesheet" crossorigin href="/assets/index-e.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const parts = {
  metaName: 'netfleet-first-view',
  meta: 'language=en wide-nav=1 desktop=1',
  routes: ['devices'],
};

interface LoaderPage {
  /** A tab in the background. */
  hidden?: boolean;
  /** early-requests.js turned the first view off. */
  off?: boolean;
  /** The browser reports paints (Paint Timing); default true. */
  paintTiming?: boolean;
  /** A first contentful paint was reported before the loader ran. */
  painted?: boolean;
  /** The page holds a first view; default true (false: the render gave none after the start). */
  firstView?: boolean;
}

/**
 * Runs the loader's text against a fake page: its frames, timers and paint reports are run by
 * the test, and what it sends and imports is recorded in order (`import()` stands replaced).
 */
function runLoader(loader: string, options: LoaderPage) {
  const happened: string[] = [];
  let frames: (() => void)[] = [];
  let timers: { run: () => void; ms: number }[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const entries = (names: string[]) => ({
    getEntriesByName: (name: string) => (names.includes(name) ? [{}] : []),
  });
  class FakeObserver {
    static supportedEntryTypes = options.paintTiming === false ? ['mark'] : ['mark', 'paint'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {
      observer = undefined;
    }
  }
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    documentElement: {
      classList: { contains: (name: string) => name === 'nf-first-view-off' && !!options.off },
    },
    dispatchEvent: (event: Event) => happened.push(event.type),
    createElement: () => ({}) as { rel?: string; href?: string },
    head: {
      append: (link: { rel?: string; href?: string }) => happened.push(`${link.rel} ${link.href}`),
    },
    getElementById: (id: string) => (id === 'first-view' && options.firstView !== false ? {} : null),
  };
  const globals = {
    window: { PerformanceObserver: FakeObserver },
    document,
    performance: entries(options.painted ? ['first-contentful-paint'] : []),
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms = 0) => timers.push({ run, ms }),
    load: (src: string) => happened.push(`import ${src}`),
  };
  new Function(...Object.keys(globals), loader.replace('import(', 'load('))(...Object.values(globals));
  return {
    happened,
    frame() {
      const due = frames;
      frames = [];
      for (const run of due) run();
    },
    /** Runs the timers set for `ms`, and those they set for the same time. */
    runTimers(ms: number) {
      for (
        let due = timers.filter((timer) => timer.ms === ms);
        due.length > 0;
        due = timers.filter((timer) => timer.ms === ms)
      ) {
        timers = timers.filter((timer) => timer.ms !== ms);
        for (const timer of due) timer.run();
      }
    },
    report(name: string) {
      observer?.(entries([name]));
    },
  };
}

describe('firstViewPage', () => {
  it('puts the meta before early-requests.js, the route style sheets at the end of the head and the markup before #root', () => {
    const page = pageOf(INDEX, parts);
    const at = (text: string) => page.indexOf(text);
    // The start ends where the first view goes: the server sends it before the render.
    expect(firstViewPage(INDEX, parts)?.start).toMatch(/<body>\s*$/);
    expect(
      at('<meta name="netfleet-first-view" content="language=en wide-nav=1 desktop=1" />'),
    ).toBeGreaterThan(0);
    expect(at('netfleet-first-view')).toBeLessThan(at('<script src="/early-requests.js">'));
    // After every script of the head: a parser-blocking script would wait for them.
    expect(at('<link rel="stylesheet" crossorigin href="/assets/DevicesPage-b.css" />')).toBeGreaterThan(
      at('/assets/index-e.css'),
    );
    expect(at('href="/assets/devices-route-c.css"')).toBeLessThan(at('</head>'));
    // In the page's order, for the answer's Link header.
    expect(firstViewPage(INDEX, parts)?.styleSheets).toEqual([
      '/assets/index-e.css',
      '/assets/DevicesPage-b.css',
      '/assets/devices-route-c.css',
    ]);
    // Nothing paints before the parser has read the whole first view: #root comes after it.
    expect(at(RENDER_AFTER_FIRST_VIEW)).toBeLessThan(at('</head>'));
    expect(RENDER_AFTER_FIRST_VIEW).toContain('href="#root"');
    expect(at('<div id="root">')).toBeGreaterThan(at('<div id="first-view"'));
    expect(page).not.toContain('href="/assets/DevicesPage-a.js" />');
    // The end starts at #root, with the loader after it.
    expect(firstViewPage(INDEX, parts)?.end).toMatch(/^<div id="root"><\/div><script>/);
  });

  it('leaves the console entry and its module preloads out of the head, for the loader after #root', () => {
    const composed = firstViewPage(INDEX, parts);
    const page = pageOf(INDEX, parts);
    expect(page).not.toContain('<script type="module"');
    expect(composed?.start).not.toContain('modulepreload');
    expect(composed?.start).not.toContain('/assets/index-d.js');
    const loader = composed?.inlineScripts.at(-1) ?? '';
    expect(page).toContain(`<div id="root"></div><script>${loader}</script>`);
    expect(loader).not.toContain('/api/');
    // The only inline scripts: without early-requests.js given, the loader alone.
    expect(composed?.inlineScripts).toEqual([loader]);
  });

  describe('its loader', () => {
    const loader = firstViewPage(INDEX, parts)?.inlineScripts.at(-1) ?? '';
    // The event first (early-requests.js sends the session's requests on it), then the entry's code.
    const STARTED = [
      FIRST_VIEW_PAINTED_EVENT,
      'modulepreload /assets/runtime-f.js',
      'import /assets/index-d.js',
    ];

    it('starts the console once the first contentful paint is reported, after its event', () => {
      const page = runLoader(loader, {});
      page.frame();
      page.runTimers(0);
      page.report('first-paint');
      page.runTimers(0);
      expect(page.happened).toEqual([]);
      page.report('first-contentful-paint');
      expect(page.happened).toEqual([]);
      page.runTimers(0);
      expect(page.happened).toEqual(STARTED);
      // Once: the wait's end later starts nothing again.
      page.runTimers(FIRST_VIEW_PAINT_WAIT_MS);
      expect(page.happened).toEqual(STARTED);
    });

    it('starts it at once in a tab in the background, which paints nothing', () => {
      expect(runLoader(loader, { hidden: true }).happened).toEqual(STARTED);
    });

    it('takes the next animation frame where the paint came before the rows, is off, is none or is not reported', () => {
      for (const page of [
        runLoader(loader, { painted: true }),
        runLoader(loader, { off: true }),
        runLoader(loader, { firstView: false }),
        runLoader(loader, { paintTiming: false }),
      ]) {
        page.runTimers(0);
        expect(page.happened).toEqual([]);
        page.frame();
        page.runTimers(0);
        expect(page.happened).toEqual(STARTED);
      }
    });

    it('starts it after FIRST_VIEW_PAINT_WAIT_MS when no paint is reported', () => {
      const page = runLoader(loader, {});
      page.frame();
      page.runTimers(0);
      expect(page.happened).toEqual([]);
      page.runTimers(FIRST_VIEW_PAINT_WAIT_MS);
      expect(page.happened).toEqual(STARTED);
    });
  });

  it("hands the session's first requests to early-requests.js in a meta instead of sending them with the page", () => {
    const page = pageOf(INDEX, parts);
    expect(page).not.toContain('rel="preload" href="/api/');
    const meta = `<meta name="${SESSION_REQUESTS_META}" content="/api/user /api/storage?limit=100" />`;
    expect(page).toContain(meta);
    // Before early-requests.js, which reads it.
    expect(page.indexOf(meta)).toBeLessThan(page.indexOf('<script src="/early-requests.js">'));
  });

  it('starts the entry the page names, and gives no first view for an entry of another shape', () => {
    const loader = firstViewPage(INDEX.replaceAll('index-d.js', 'index-Q_9.js'), parts)?.inlineScripts[0];
    expect(runLoader(loader ?? '', { hidden: true }).happened).toContain('import /assets/index-Q_9.js');
    expect(firstViewPage(INDEX.replace('/assets/index-d.js', '/assets/index-"x.js'), parts)).toBeNull();
    expect(firstViewPage(INDEX.replace(/<script type="module".*\n/, ''), parts)).toBeNull();
  });

  it('escapes the meta and names no sheets for a route the page has no meta of', () => {
    const page = pageOf(INDEX, { ...parts, meta: 'a"><script>', routes: ['device'] });
    expect(page).toContain('content="a&quot;&gt;&lt;script&gt;"');
    expect(page.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('runs early-requests.js inline when given its text, unless the text would end its element', () => {
    const composed = firstViewPage(INDEX, { ...parts, earlyRequests: 'run();' });
    const page = pageOf(INDEX, { ...parts, earlyRequests: 'run();' });
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
