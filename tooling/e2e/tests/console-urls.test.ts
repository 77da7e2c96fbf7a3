import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from '../src/index.js';

// A URL is the console's state (filters, sort, page, period), and operators share, bookmark
// and hand-edit them. However a query is mangled, a page shows itself with what it could keep,
// never the router's error page or an uncaught error, and asks the API nothing malformed.

const suite = consoleSuite({ deviceCount: 40 });

/** Every search param a page reads, each malformed; plus ones no page reads. */
const MANGLED_QUERY = [
  'page=abc',
  'pageSize=-1',
  'sort=__proto__',
  'q=%22%7B%5B',
  'company_id=abc',
  'parent_id=-1',
  'status=9,x',
  'family=%3Cb%3E',
  'firmware_below=not.a.version',
  'tag_id=,,',
  'capability=constructor',
  'seen=forever',
  'after=%25%25',
  'view=3d',
  'range=custom',
  'from=yesterday',
  'to=2020-13-45',
  'refresh=1ms',
  'protocol=gopher',
  'reason=%00',
  'type=1e999',
  'tab=..%2F..',
  'page=2&page=3',
].join('&');

/** The console's own error page (the router's `defaultErrorComponent`). */
const PAGE_FAILED = 'This page could not be shown';

/** Opens `path` with the mangled query and says what went wrong, if anything. */
async function openMangled(page: Page, path: string, uncaught: string[]): Promise<string | null> {
  const before = uncaught.length;
  await page.goto(`${path}?${MANGLED_QUERY}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  if ((await page.getByText(PAGE_FAILED).count()) > 0) return `${path}: ${PAGE_FAILED}`;
  if (uncaught.length > before) return `${path}: ${uncaught.slice(before).join('; ')}`;
  return null;
}

describe('hand-edited URLs', () => {
  it('open every page of the navigation, and a device and a company with their tabs, with a mangled query', async () => {
    const page = await suite.signedIn('super_admin@netfleet.test');
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    // What a page asks the API must be what it validated: a malformed value is never sent on.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && [400, 422].includes(response.status())) {
        refused.push(
          `${response.status()} ${new URL(response.url()).pathname}${new URL(response.url()).search}`,
        );
      }
    });

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const paths = await nav
      .locator('a[href^="/"]')
      .evaluateAll((links) => [
        ...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)),
      ]);
    expect(paths).toEqual(expect.arrayContaining(['/management/devices', '/companies', '/users']));

    // A device and a company, each with the tabs of its page (users have no page of their own).
    const details: string[] = [];
    for (const [list, link] of [
      ['/management/devices', /^\/devices\/\d+$/],
      ['/companies', /^\/companies\/\d+$/],
    ] as const) {
      await page.goto(list);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((one) => new URL((one as HTMLAnchorElement).href).pathname));
      const detail = hrefs.find((href) => link.test(href));
      if (!detail) throw new Error(`${list} links to no page like ${link}`);
      await page.goto(detail);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const tabs = await page
        .locator(`a[href^="${detail}/"]`)
        .evaluateAll((links) => links.map((one) => new URL((one as HTMLAnchorElement).href).pathname));
      details.push(detail, ...new Set(tabs));
    }
    expect(details.length).toBeGreaterThan(10);

    const problems: string[] = [];
    for (const path of [...paths, ...details]) {
      const problem = await openMangled(page, path, uncaught);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
    expect(refused).toEqual([]);
  }, 300_000);

  it('keep the well-formed params of a mangled devices URL and drop the rest', async () => {
    const page = await suite.signedIn('super_admin@netfleet.test');
    await page.goto(
      '/management/devices?status=1,9,x&sort=-name&pageSize=-1&firmware_below=7.x&seen=forever&tag_id=,,&capability=constructor&view=3d',
    );
    await page.locator('[role="grid"] [role="row"] a').first().waitFor();
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return [...params.keys()].sort();
      })
      .toEqual(['sort', 'status']);
    const params = new URL(page.url()).searchParams;
    expect([params.get('status'), params.get('sort')]).toEqual(['1', '-name']);
  });
});
