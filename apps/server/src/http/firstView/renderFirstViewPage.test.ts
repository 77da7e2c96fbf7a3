import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, createBrotliDecompress } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type TestSession } from '../../../test/support/signIn.js';
import { startTestServer } from '../../../test/support/testServer.js';
import type { NetfleetServer } from '../../index.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="netfleet-route-devices" content="/assets/DevicesPage-a.js /assets/DevicesPage-b.css" />
    <script src="/early-requests.js"></script>
    <script type="module" crossorigin src="/assets/index-d.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * A renderer of the console's shape (apps/console/src/firstView/renderFirstView.tsx): it tries a
 * write, reads the user through the page's session, and renders the answers; `/slow`, `/fails`,
 * `/throws`, `/none`, `/scripted` and `/late` take too long, reject, throw before returning a
 * promise, render nothing, render a script and take 300 ms.
 */
const RENDERER = `
export const FIRST_VIEW_META = 'netfleet-first-view';
const PAGES = ['/management/devices', '/slow', '/fails', '/throws', '/none', '/scripted', '/late'];
export const planFirstView = ({ url, origin }) =>
  PAGES.includes(new URL(url, origin).pathname)
    ? { meta: 'language=en wide-nav=1 desktop=1', routes: ['devices'] }
    : null;
export function renderFirstView(request) {
  // A renderer that throws before it returns a promise.
  if (new URL(request.url, request.origin).pathname === '/throws') throw new Error('thrown at once');
  return render(request);
}
async function render({ url, origin, fetch }) {
  const path = new URL(url, origin).pathname;
  if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 1500));
  if (path === '/late') await new Promise((resolve) => setTimeout(resolve, 300));
  if (path === '/fails') throw new Error('the render failed');
  if (path === '/none') return null;
  if (path === '/scripted') return { html: '<p>rows</p><SCRIPT>alert(1)</SCRIPT>', meta: '', routes: [] };
  const revoke = await fetch(origin + '/api/account/token/revoke', { method: 'POST', body: '{}' });
  const user = await fetch(origin + '/api/user');
  if (!user.ok) return null;
  const { email } = await user.json();
  return {
    html: '<p style="color:red" data-revoke="' + revoke.status + '">' + email + '</p>' + '<i></i>'.repeat(200),
  };
}
`;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const EARLY_REQUESTS = "document.documentElement.dataset.early = 'yes';\n";

/** The nonce a page's first view styles carry. */
const nonceOf = (body: string) => /<style nonce="([^"]+)">/.exec(body)?.[1] ?? '';

/** A page that started as a first view's but ended without one: the console starts on its own. */
function expectStartedWithoutFirstView(body: string) {
  expect(body).toContain('<meta name="netfleet-first-view"');
  expect(body).not.toContain('id="first-view"');
  expect(body).toMatch(/<body>\s*<div id="root"><\/div><script>[^<]*import\("\/assets\/index-d\.js"\)/);
}

describe('console pages with a first view', () => {
  let server: NetfleetServer;
  let dir: string;
  let session: TestSession;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'netfleet-first-view-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'renderFirstView.mjs'), RENDERER);
    writeFileSync(join(dir, 'early-requests.js'), EARLY_REQUESTS);
    server = await startTestServer({ consoleDir: dir, firstViewModule: join(dir, 'renderFirstView.mjs') });
    session = await signIn(server.app, 'end_user@netfleet.test');
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (
    url: string,
    cookies: Record<string, string> = { nf_session: session.access },
    method: 'GET' | 'HEAD' = 'GET',
  ) => server.app.inject({ method, url, cookies });

  it("renders a signed-in page's first view through the user's own session, reading only", async () => {
    const response = await page('/management/devices');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Its inline style moved into a style element, allowed by the page's nonce.
    const nonce = nonceOf(response.body);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.body).toContain(
      `<div id="first-view" inert aria-hidden="true"><style nonce="${nonce}">#first-view [data-fv-style="0"]{color:red}</style>` +
        `<p data-fv-style="0" data-revoke="405">end_user@netfleet.test</p>${'<i></i>'.repeat(200)}</div><div id="root"></div>`,
    );
    expect(response.body).toContain(
      '<meta name="netfleet-first-view" content="language=en wide-nav=1 desktop=1" />',
    );
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/DevicesPage-b.css" />');
    // Its style sheets load from the answer's headers, before the parser reaches them.
    expect(response.headers.link).toBe('</assets/DevicesPage-b.css>; rel=preload; as=style; crossorigin');
    // The user's page: never cached, never shared.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}';`);
    expect(response.headers['content-security-policy']).not.toContain('style-src-attr');
    // early-requests.js runs inline, allowed by its hash alone: the parser waits for no file.
    expect(response.body).toContain(`<script>${EARLY_REQUESTS}</script>`);
    expect(response.body).not.toContain('src="/early-requests.js"');
    expect(response.headers['content-security-policy']).toMatch(
      new RegExp(`script-src 'self' 'wasm-unsafe-eval' '${sha256(EARLY_REQUESTS).replaceAll('+', '\\+')}'`),
    );
    // The console's entry starts from an inline script after the first view, allowed by its hash.
    const loader = /<div id="root"><\/div><script>([^<]*)<\/script>/.exec(response.body)?.[1] ?? '';
    expect(loader).toContain('import("/assets/index-d.js")');
    expect(response.body).not.toContain('<script type="module"');
    expect(response.headers['content-security-policy']).toContain(`'${sha256(loader)}'`);
    // Compressed as the server's other pages, still varying by the cookie.
    const compressed = await server.app.inject({
      url: '/management/devices',
      cookies: { nf_session: session.access },
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('Cookie, Accept-Encoding');
    // A new nonce for each page.
    const decompressed = brotliDecompressSync(compressed.rawPayload).toString();
    expect(nonceOf(decompressed)).not.toBe(nonce);
    expect(decompressed.replaceAll(nonceOf(decompressed), nonce)).toBe(response.body);
    // The refused revoke reached no route: the session still works.
    const user = await server.app.inject({ url: '/api/user', cookies: { nf_session: session.access } });
    expect(user.statusCode).toBe(200);
  });

  it("sends the page's start before the render ends, compressed and flushed", async () => {
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const parts: { at: number; text: string }[] = [];
    const started = Date.now();
    await new Promise<void>((resolve, reject) => {
      const request = get(
        `${base}/late`,
        { headers: { cookie: `nf_session=${session.access}`, 'accept-encoding': 'br' } },
        (response) => {
          expect(response.headers['content-encoding']).toBe('br');
          const text = response.pipe(createBrotliDecompress());
          text.on('data', (chunk: Buffer) =>
            parts.push({ at: Date.now() - started, text: chunk.toString() }),
          );
          text.on('end', resolve);
          text.on('error', reject);
        },
      );
      request.on('error', reject);
    });
    const firstView = parts.findIndex((part) => part.text.includes('id="first-view"'));
    expect(firstView).toBeGreaterThan(0);
    const start = parts
      .slice(0, firstView)
      .map((part) => part.text)
      .join('');
    expect(start).toContain('<link rel="stylesheet" crossorigin href="/assets/DevicesPage-b.css" />');
    expect(start).toContain('<body>');
    // The head was readable while the render still waited its 300 ms.
    expect(parts[0]?.at).toBeLessThan(200);
    expect(parts[firstView]?.at).toBeGreaterThanOrEqual(300);
  });

  it('serves index.html as it is without a session cookie, to HEAD, for pages without one and for a Host no URL is made of', async () => {
    const plain = [
      await page('/management/devices', {}),
      await page('/management/devices', undefined, 'HEAD'),
      await page('/management/companies'),
      // A Host no URL can be made of: the plan's URL throws.
      await server.app.inject({
        url: '/management/devices',
        cookies: { nf_session: session.access },
        headers: { host: 'bad host[' },
      }),
    ];
    for (const response of plain) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).not.toContain('nonce-');
      expect(response.headers.link).toBeUndefined();
    }
    expect(plain[0]?.body).toBe(INDEX);
    expect(plain[2]?.body).toBe(INDEX);
    expect(plain[3]?.body).toBe(INDEX);
  });

  it('ends the page without a first view when the session is not one, or the render gives none, fails, throws, holds a script or takes too long', async () => {
    for (const response of [
      await page('/management/devices', { nf_session: 'not-a-token' }),
      await page('/none'),
      await page('/fails'),
      await page('/throws'),
      await page('/scripted'),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expectStartedWithoutFirstView(response.body);
    }
    const started = Date.now();
    const slow = await page('/slow');
    expectStartedWithoutFirstView(slow.body);
    expect(Date.now() - started).toBeLessThan(1_200);
  });
});
