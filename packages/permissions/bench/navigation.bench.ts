/**
 * Benchmark: buildNavigation and landingPath for users of every default role under
 * the default theme and a reseller theme that disables routes. Run with
 * `npx tsx bench/navigation.bench.ts` (or `pnpm bench`). Prints the time per call
 * against the budget and PASS/OVER.
 */
import { buildNavigation, DEFAULT_THEME, landingPath, ROLES, type Theme } from '../src/index.js';

const CALLS = 100_000;
const BUDGET_US = 50; // ≤ 50 µs per buildNavigation call

const reseller: Theme = {
  ...DEFAULT_THEME,
  default: false,
  disabled_routes: ['remote.mobile', 'management.wifi', 'vpn.quick-connect'],
};
const users = ROLES.map((role) => ({ permissions: [...role.permissions], company_id: 1 }));
const themes = [DEFAULT_THEME, reseller];

function time(label: string, budgetUs: number, fn: (i: number) => number): void {
  for (let i = 0; i < 2000; i += 1) fn(i); // warm up
  let checksum = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < CALLS; i += 1) checksum += fn(i);
  const us = Number(process.hrtime.bigint() - start) / 1000 / CALLS;
  console.log(
    `${label}: ${us.toFixed(2)} µs/call (budget ${budgetUs} µs) ${us <= budgetUs ? 'PASS' : 'OVER'} (checksum ${checksum})`,
  );
}

console.log(`${CALLS.toLocaleString('en')} calls over ${users.length} roles × ${themes.length} themes`);
time('buildNavigation', BUDGET_US, (i) => {
  const nav = buildNavigation(users[i % users.length] as (typeof users)[number], themes[i % 2] as Theme);
  return nav.length;
});
time(
  'landingPath',
  BUDGET_US,
  (i) =>
    (landingPath(users[i % users.length] as (typeof users)[number], themes[i % 2] as Theme) ?? '').length,
);
