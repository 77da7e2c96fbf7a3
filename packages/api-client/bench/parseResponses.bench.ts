/**
 * Benchmark: what parsing a devices page with the contracts schema (`v.parse`, as every
 * resource call does) costs next to `JSON.parse` of the same body, for the 25-row default
 * page and the 1000-row largest page. Run with `npx tsx --conditions=@netfleet/source
 * bench/parseResponses.bench.ts` (or `pnpm bench`). Prints µs per page and PASS/OVER
 * against the budget the README's decision rests on (parse ≤ 2 ms for 1000 rows).
 */
import { DeviceSchema, listResponseSchema } from '@netfleet/contracts';
import * as v from 'valibot';

const PageSchema = listResponseSchema(DeviceSchema);
const BUDGET_1000_US = 2000;

function page(rows: number): string {
  return JSON.stringify({
    data: Array.from({ length: rows }, (_, i) => ({
      id: i + 1,
      name: `Router ${String(i + 1).padStart(4, '0')}`,
      serial: String(1_100_000_000 + i),
      mac: `00:1E:42:00:${((i >> 8) & 255).toString(16).padStart(2, '0')}:${(i & 255).toString(16).padStart(2, '0')}`,
      model: i % 2 ? 'RUT955' : 'RUTX11',
      original_model: 'RUTX11000000',
      firmware: 'RUTX_R_00.07.06.3',
      status: i % 4,
      company_id: 3,
      company_name: 'Fleet Co',
      esim: false,
      created_at: '2026-01-02T03:04:05.000Z',
      last_seen_at: i % 3 ? '2026-01-02T03:04:05.000Z' : null,
    })),
    meta: { total: 5000 },
  });
}

function microseconds(runs: number, fn: () => unknown): number {
  for (let i = 0; i < Math.min(runs, 200); i += 1) fn(); // warm up
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i += 1) fn();
  return Number(process.hrtime.bigint() - start) / 1000 / runs;
}

for (const [rows, runs] of [
  [25, 20_000],
  [1000, 1_000],
] as const) {
  const text = page(rows);
  const body: unknown = JSON.parse(text);
  const decode = microseconds(runs, () => JSON.parse(text));
  const parse = microseconds(runs, () => v.parse(PageSchema, body));
  const verdict = rows === 1000 ? (parse <= BUDGET_1000_US ? ' PASS' : ' OVER') : '';
  console.log(
    `${String(rows).padStart(4)} rows: v.parse ${parse.toFixed(1)} µs, JSON.parse ${decode.toFixed(1)} µs (${(parse / decode).toFixed(2)}×)${verdict}`,
  );
}
