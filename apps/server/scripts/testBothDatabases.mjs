// The server's test command: the whole suite on PGlite, then again on a real PostgreSQL
// server (vitest projects `pglite` and `postgres`, see vitest.config.ts), one after the other
// so that each run's time is its own. Both always run; the end prints both times and fails
// when either failed. Extra arguments go to both runs (`pnpm test -- test/site.test.ts`).
//
// The end also names every failed test of both runs, with its error's first lines: the first
// run's own summary is hundreds of lines above the end of the log, further than a CI's tail.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const extra = process.argv.slice(2);
const reports = mkdtempSync(join(tmpdir(), 'netfleet-server-tests-'));
const results = [];
for (const project of ['pglite', 'postgres']) {
  const report = join(reports, `${project}.json`);
  const started = performance.now();
  const run = spawnSync(
    'vitest',
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...extra,
    ],
    { stdio: 'inherit' },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  results.push({ project, seconds, ok: run.status === 0, failures: readFailures(report) });
}
rmSync(reports, { recursive: true, force: true });

for (const { project, ok, failures } of results) {
  if (ok) continue;
  console.log(
    `\n${project}: ${failures.length === 0 ? 'failed before any test failed (see its log)' : 'failed'}`,
  );
  for (const line of failures) console.log(line);
}
const summary = results.map((r) => `${r.project} ${r.seconds} s${r.ok ? '' : ' (failed)'}`).join(', ');
console.log(`\nserver suite times: ${summary}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);

/** One line per failed file or test, with the first lines of its error. */
function readFailures(report) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    return [];
  }
  const lines = [];
  for (const file of parsed.testResults ?? []) {
    if (file.status !== 'failed') continue;
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0) lines.push(`  ✗ ${name}\n${firstLines(file.message)}`);
    for (const test of failed) {
      lines.push(`  ✗ ${name} > ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
    }
  }
  return lines;
}

/** The error's message and its first frames in our own code (the runner's frames say nothing). */
function firstLines(text = '') {
  return text
    .split('\n')
    .filter((line) => !/node_modules|^\s+at (new Promise|process\.|node:)/.test(line))
    .slice(0, 6)
    .map((line) => `      ${line}`)
    .join('\n');
}
