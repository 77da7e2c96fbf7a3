// The server's test command: the whole suite on PGlite, then again on a real PostgreSQL
// server (vitest projects `pglite` and `postgres`, see vitest.config.ts), one after the other
// so that each run's time is its own. Both always run; the end prints both times and fails
// when either failed. Extra arguments go to both runs (`pnpm test -- test/site.test.ts`).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const results = [];
for (const project of ['pglite', 'postgres']) {
  const started = performance.now();
  const run = spawnSync('vitest', ['run', '--project', project, ...extra], { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  results.push({ project, seconds, ok: run.status === 0 });
}
const summary = results.map((r) => `${r.project} ${r.seconds} s${r.ok ? '' : ' (failed)'}`).join(', ');
console.log(`\nserver suite times: ${summary}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
