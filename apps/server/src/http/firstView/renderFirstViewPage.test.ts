import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
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
 * `/none` and `/scripted` take too long, throw, render nothing and render a script.
 */
const RENDERER = `
export const FIRST_VIEW_META = 'netfleet-first-view';
const PAGES = ['/management/devices', '/slow', '/fails', '/none', '/scripted'];
export const hasFirstView = (path) => PAGES.includes(path);
export async function renderFirstView({ url, origin, fetch }) {
  const path = new URL(url, origin).pathname;
  if (path === '/slow') await new Promise((resolve) => setTimeout(resolve, 1500));
  if (path === '/fails') throw new Error('the render failed');
  if (path === '/none') return null;
  if (path === '/scripted') return { html: '<p>rows</p><SCRIPT>alert(1)</SCRIPT>', meta: '', routes: [] };
  const revoke = await fetch(origin + '/api/account/token/revoke', { method: 'POST', body: '{}' });
  const user = await fetch(origin + '/api/user');
  if (!user.ok) return null;
  const { email } = await user.json();
  return {
    html: '<p style="color:red" data-revoke="' + revoke.status + '">' + email + '</p>' + '<i></i>'.repeat(200),
    meta: 'language=en wide-nav=1 desktop=1',
    routes: ['devices'],
  };
}
`;

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const EARLY_REQUESTS = "document.documentElement.dataset.early = 'yes';\n";

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
    expect(response.body).toContain(
      `<div id="first-view" inert aria-hidden="true"><p style="color:red" data-revoke="405">end_user@netfleet.test</p>${'<i></i>'.repeat(200)}</div><div id="root"></div>`,
    );
    expect(response.body).toContain(
      '<meta name="netfleet-first-view" content="language=en wide-nav=1 desktop=1" />',
    );
    expect(response.body).toContain('<link rel="stylesheet" crossorigin href="/assets/DevicesPage-b.css" />');
    // Its style sheets load from the answer's headers, before the parser reaches them.
    expect(response.headers.link).toBe('</assets/DevicesPage-b.css>; rel=preload; as=style; crossorigin');
    // The user's page: never cached, never shared; its one inline style allowed by its hash.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers['content-security-policy']).toContain(
      "style-src-attr 'unsafe-hashes' 'sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ='",
    );
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
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(response.body);
    // The refused revoke reached no route: the session still works.
    const user = await server.app.inject({ url: '/api/user', cookies: { nf_session: session.access } });
    expect(user.statusCode).toBe(200);
  });

  it('serves index.html as it is without a session, to HEAD, for pages without one and when the render gives none', async () => {
    const plain = [
      await page('/management/devices', {}),
      await page('/management/devices', { nf_session: 'not-a-token' }),
      await page('/management/devices', undefined, 'HEAD'),
      await page('/management/companies'),
      await page('/none'),
    ];
    for (const response of plain) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).not.toContain('style-src-attr');
      expect(response.headers.link).toBeUndefined();
    }
    expect(plain[0]?.body).toBe(INDEX);
    expect(plain[1]?.body).toBe(INDEX);
    expect(plain[4]?.body).toBe(INDEX);
  });

  it('serves index.html when the render fails, holds a script or takes too long', async () => {
    const failed = await page('/fails');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(INDEX);
    expect((await page('/scripted')).body).toBe(INDEX);
    const started = Date.now();
    const slow = await page('/slow');
    expect(slow.body).toBe(INDEX);
    expect(Date.now() - started).toBeLessThan(1_200);
  });
});
