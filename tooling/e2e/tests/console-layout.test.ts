import { describe, expect, it } from 'vitest';
import { callApi } from '../src/consoleSession.js';
import { consoleSuite } from '../src/index.js';
import { stackedLabels } from '../src/stackedLabels.js';

// The tables an administrator reads every day, in every language and on a laptop's screen:
// each short label (a role, a second factor, a state, a date) stays on one line (in Japanese,
// which may break between any two characters, a squeezed column stacked エンドクライアント on
// five lines; in English, "E-mail code" took three), and a table wider than the window scrolls
// in its frame instead of the whole page scrolling sideways.

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

describe('tables', () => {
  it('keep short labels on one line in Japanese on the users, invitations, remote access, devices and a company’s devices pages', async () => {
    const page = await signedIn('admin@netfleet.test');
    await page.evaluate(() => window.localStorage.setItem('language', 'ja'));
    const companies = await callApi<{ data: { id: number; name: string }[] }>(
      page,
      'GET',
      '/api/companies?limit=100',
    );
    const greenfield = companies.body.data.find((company) => company.name === 'Greenfield Farms');
    const paths = [
      '/users',
      '/users/invitations',
      '/remote/access',
      '/management/devices',
      // A company's devices: a plain table, where "541.89 MB" broke after its number.
      `/companies/${greenfield?.id}/devices`,
    ];
    expect(await stackedOn(page, paths)).toEqual(paths.map((path) => ({ path, stacked: [] })));
  });

  it('keep short labels on one line in English on the users and invitations pages', async () => {
    const page = await signedIn('admin@netfleet.test');
    const paths = ['/users', '/users/invitations'];
    expect(await stackedOn(page, paths)).toEqual(paths.map((path) => ({ path, stacked: [] })));
  });

  it('a table wider than a 1,280 px window scrolls in its frame, in Ukrainian, its row actions in view; the page does not scroll sideways', async () => {
    const page = await signedIn('admin@netfleet.test');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.evaluate(() => window.localStorage.setItem('language', 'uk'));
    for (const path of ['/users', '/companies']) {
      await page.goto(path);
      const table = page.getByRole('main').locator('table');
      await table.locator('tbody tr').first().waitFor();
      const widths = await page.evaluate(() => {
        const frame = document.querySelector('main .nf-table-scroll') as HTMLElement;
        return {
          page: document.documentElement.scrollWidth,
          window: document.documentElement.clientWidth,
          tableScrolls: frame.scrollWidth > frame.clientWidth,
          // The row actions (the last column) inside the frame's visible box, not scrolled out of it.
          actionsOutOfView: [...frame.querySelectorAll('tbody tr > :last-child')].filter((cell) => {
            const box = cell.getBoundingClientRect();
            const seen = frame.getBoundingClientRect();
            return box.left < seen.left || box.right > seen.right + 1;
          }).length,
        };
      });
      // The table is wider than its frame (the case this is about), and the page is not.
      expect({ path, ...widths }).toEqual({
        path,
        page: widths.window,
        window: widths.window,
        tableScrolls: true,
        actionsOutOfView: 0,
      });
    }
  });
});

describe('file fields', () => {
  it('choose a file with a button in the page’s language (Norwegian), not the browser’s', async () => {
    const page = await signedIn('admin@netfleet.test');
    await page.evaluate(() => window.localStorage.setItem('language', 'nb'));
    await page.goto('/management/devices');
    await page.getByRole('button', { name: 'Legg til enheter fra fil' }).click();
    const dialog = page.getByRole('dialog', { name: 'Legg til enheter fra fil' });
    // The native input (whose own button says "Choose File" and "No file chosen" in the
    // browser's language) is visually hidden; it stays the labelled control.
    const input = dialog.getByLabel('CSV-fil');
    const box = await input.boundingBox();
    expect(box && box.width <= 1 && box.height <= 1).toBe(true);
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByText('Velg fil', { exact: true }).click(),
    ]);
    await chooser.setFiles({
      name: 'enheter.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('serial,mac\n'),
    });
    await dialog.getByText('Valgt fil: enheter.csv').waitFor();
  });
});
