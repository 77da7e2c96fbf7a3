import { describe, expect, it } from 'vitest';
import { consoleSuite } from '../src/index.js';
import { stackedLabels } from '../src/stackedLabels.js';

// The tables an administrator reads every day keep each short label (a role, a second factor,
// a state, a date) on one line: in Japanese, which may break between any two characters, a
// squeezed column stacked エンドクライアント on five lines; in English, "E-mail code" took three.

const suite = consoleSuite({ deviceCount: 40 });
const { signedIn } = suite;

/** Opens each path and lists the short labels its main content breaks across lines. */
async function stackedOn(page: Awaited<ReturnType<typeof signedIn>>, paths: string[]) {
  const found: { path: string; stacked: string[] }[] = [];
  for (const path of paths) {
    await page.goto(path);
    // The table's first row of data (a grid's rows, after its head row).
    await page
      .getByRole('main')
      .locator('table tbody tr, [role="grid"] [aria-rowindex="2"]')
      .first()
      .waitFor();
    found.push({ path, stacked: await stackedLabels(page) });
  }
  return found;
}

describe('short labels in tables', () => {
  it('stay on one line in Japanese on the users, invitations, remote access and devices pages', async () => {
    const page = await signedIn('admin@netfleet.test');
    await page.evaluate(() => window.localStorage.setItem('language', 'ja'));
    const paths = ['/users', '/users/invitations', '/remote/access', '/management/devices'];
    expect(await stackedOn(page, paths)).toEqual(paths.map((path) => ({ path, stacked: [] })));
  });

  it('stay on one line in English on the users and invitations pages', async () => {
    const page = await signedIn('admin@netfleet.test');
    const paths = ['/users', '/users/invitations'];
    expect(await stackedOn(page, paths)).toEqual(paths.map((path) => ({ path, stacked: [] })));
  });
});
