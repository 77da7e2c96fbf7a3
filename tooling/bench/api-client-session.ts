/**
 * API client benchmark: the refresh-storm wall time for 200 requests that all meet an
 * expired token, and the client's per-request overhead against plain fetch on the same
 * endpoint. Prints figures against budgets; `--strict` exits 1 when one is missed.
 *
 *   pnpm --filter @netfleet/bench bench:api-client [-- --strict]
 */
import { createApiClient, listDevices } from '@netfleet/api-client';
import { buildServer } from '@netfleet/server';
import { createBrowserLikeFetch, signIn } from '../../packages/api-client/test/support/browserLikeFetch.js';

const STORM_REQUESTS = 200;
const OVERHEAD_REQUESTS = 400;
const BUDGETS = { stormMs: 10_000, overheadMs: 1 };

let clock = Date.now();
const now = () => clock;
const server = await buildServer({
  dataDir: 'memory',
  demo: { deviceCount: 500 },
  logger: false,
  now,
  signInSecondFactor: false,
});
const origin = await server.app.listen({ port: 0, host: '127.0.0.1' });

function clientFor(browser: ReturnType<typeof createBrowserLikeFetch>) {
  const href = `${origin}/management/devices`;
  return createApiClient({
    baseUrl: `${origin}/api`,
    fetch: browser.fetch,
    readCookies: browser.cookies,
    storage: null,
    sessionStorage: null,
    locks: null,
    location: {
      href,
      host: new URL(href).host,
      pathname: '/management/devices',
      search: '',
      assign: () => {},
    },
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  // Refresh storm.
  const stormBrowser = createBrowserLikeFetch(origin, now);
  await signIn(stormBrowser, origin, 'admin@netfleet.test');
  const stormClient = clientFor(stormBrowser);
  await stormClient.getUser();
  clock += 16 * 60_000;
  const stormStart = performance.now();
  await Promise.all(
    Array.from({ length: STORM_REQUESTS }, (_, offset) => listDevices(stormClient, { limit: 1, offset })),
  );
  const stormMs = performance.now() - stormStart;
  const refreshes = stormBrowser.calls('/api/account/token/refresh');

  // Overhead: the same GET /api/user through plain fetch (with the cookie) and through the client.
  const browser = createBrowserLikeFetch(origin, now);
  await signIn(browser, origin, 'read_only@netfleet.test');
  const client = clientFor(browser);
  const plain: number[] = [];
  const viaClient: number[] = [];
  for (let i = 0; i < OVERHEAD_REQUESTS; i += 1) {
    let start = performance.now();
    await (
      await fetch(`${origin}/api/user`, { headers: { cookie: browser.cookieHeader('/api/user') } })
    ).json();
    plain.push(performance.now() - start);
    start = performance.now();
    await client.getUser();
    viaClient.push(performance.now() - start);
  }
  const overheadMs = median(viaClient) - median(plain);

  const rows = [
    [
      'refresh storm, 200 requests',
      `${stormMs.toFixed(0)} ms`,
      `≤ ${BUDGETS.stormMs} ms`,
      stormMs <= BUDGETS.stormMs,
    ],
    ['refresh calls in the storm', String(refreshes), '= 1', refreshes === 1],
    ['GET /api/user, plain fetch (median)', `${median(plain).toFixed(2)} ms`, '', true],
    ['GET /api/user, client (median)', `${median(viaClient).toFixed(2)} ms`, '', true],
    [
      'client overhead per request',
      `${overheadMs.toFixed(2)} ms`,
      `≤ ${BUDGETS.overheadMs} ms`,
      overheadMs <= BUDGETS.overheadMs,
    ],
  ] as const;
  for (const [name, value, budget, ok] of rows) {
    console.log(
      `${name.padEnd(40)} ${value.padStart(10)}  ${budget.padEnd(10)} ${budget ? (ok ? 'PASS' : 'OVER') : ''}`,
    );
  }
  if (process.argv.includes('--strict') && rows.some((row) => !row[3])) process.exitCode = 1;
} finally {
  await server.close();
}
