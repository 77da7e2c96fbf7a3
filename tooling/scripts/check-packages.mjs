#!/usr/bin/env node
// Checks every publishable package (the non-private ones under packages/) as a user would get it:
// the tarball `npm pack` makes from the package's built dist. Run it after the build.
//   node tooling/scripts/check-packages.mjs [packages/x …]
// - publint: the package.json fields (exports and their condition order, types, files, sideEffects)
//   against the packed files.
// - attw (Are the Types Wrong?): that TypeScript finds the types of every entry point the way Node and
//   bundlers resolve the JavaScript.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ATTW = join(ROOT, 'node_modules/.bin/attw');

// Our packages are ESM only (`"type": "module"`, `import` conditions, no `require` condition):
// CommonJS users load them with `import()` (or Node 20.19+'s require of ESM). attw's default
// `strict` profile would report every entry point as broken for node10 (which predates `exports`)
// and for node16 resolving from CommonJS; the `esm-only` profile ignores exactly those two and
// still checks node16 from ESM and bundler resolution.
const ATTW_IGNORED_RESOLUTIONS = ['node10', 'node16-cjs'];

/**
 * The publishable packages: every `packages/*` whose package.json is not private.
 *
 * @returns {string[]} absolute package directories
 */
function publishablePackages() {
  const parent = join(ROOT, 'packages');
  return readdirSync(parent)
    .map((name) => join(parent, name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .filter((dir) => readManifest(dir).private !== true);
}

/** @param {string} dir */
function readManifest(dir) {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
}

/**
 * Subpaths that export a stylesheet (`./styles.css`): CSS has no types, so attw would report them
 * as unresolved; publint still checks that the file is packed.
 *
 * @param {Record<string, unknown>} manifest
 * @returns {string[]}
 */
function stylesheetSubpaths(manifest) {
  const exportsMap = manifest.exports && typeof manifest.exports === 'object' ? manifest.exports : {};
  return Object.entries(exportsMap)
    .filter(([, target]) => JSON.stringify(target).includes('.css"'))
    .map(([subpath]) => subpath);
}

/**
 * publint over the packed files; warnings count as errors, suggestions are printed only.
 *
 * @param {string} dir
 * @returns {Promise<boolean>} true when nothing failed
 */
async function runPublint(dir) {
  // `npm pack` lists the same files as pnpm's (both follow `files`); pnpm is not on the PATH when
  // it runs through npx, and only pnpm would rewrite `workspace:` ranges, which publint ignores.
  const { messages, pkg } = await publint({ pkgDir: dir, pack: 'npm', strict: true });
  for (const message of messages) {
    console.log(`  publint ${message.type}: ${formatMessage(message, pkg)}`);
  }
  const failed = messages.filter((message) => message.type !== 'suggestion');
  if (failed.length === 0) console.log(`  publint: ok (${messages.length} suggestions)`);
  return failed.length === 0;
}

/**
 * A declaration that keeps a side-effect stylesheet import (`import './chart.css'`): tsc keeps
 * side-effect imports in the `.d.ts` it emits, and a stylesheet has no types to resolve to.
 * Bundlers resolve the CSS; it carries no types, so it is not a typing problem.
 *
 * @param {{ kind: string, moduleSpecifier?: string }} problem
 */
function isStylesheetSideEffectImport(problem) {
  return problem.kind === 'InternalResolutionError' && /\.css$/.test(problem.moduleSpecifier ?? '');
}

/**
 * attw over the packed tarball with the esm-only profile.
 *
 * @param {string} dir
 * @returns {boolean} true when nothing failed
 */
function runAttw(dir) {
  const excluded = stylesheetSubpaths(readManifest(dir));
  const args = ['--pack', dir, '--profile', 'esm-only', '--format', 'json'];
  if (excluded.length > 0) args.push('--exclude-entrypoints', ...excluded);
  const result = spawnSync(ATTW, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const jsonStart = result.stdout.indexOf('{');
  if (jsonStart < 0) {
    console.log(`  attw failed to run:\n${result.stderr}`);
    return false;
  }
  const { analysis } = JSON.parse(result.stdout.slice(jsonStart));
  const entrypoints = Object.keys(analysis.entrypoints ?? {});
  if (!analysis.types) {
    console.log('  attw: the package ships no types');
    return false;
  }
  const problems = analysis.problems.filter(
    (problem) =>
      !ATTW_IGNORED_RESOLUTIONS.includes(problem.resolutionKind) && !isStylesheetSideEffectImport(problem),
  );
  for (const problem of problems) {
    const where = problem.entrypoint ?? problem.fileName ?? '';
    const how = problem.resolutionKind ?? problem.resolutionOption ?? '';
    const what = problem.moduleSpecifier ? ` importing ${problem.moduleSpecifier}` : '';
    console.log(`  attw ${problem.kind}: ${where}${what} (${how})`);
  }
  if (problems.length === 0) {
    const skipped = excluded.length > 0 ? `; stylesheets not checked: ${excluded.join(', ')}` : '';
    console.log(`  attw: ok (${entrypoints.join(', ')}; node16 from ESM and bundler${skipped})`);
  }
  return problems.length === 0;
}

const requested = process.argv.slice(2).map((dir) => resolve(dir));
const packages = requested.length > 0 ? requested : publishablePackages();
let failures = 0;
for (const dir of packages) {
  const manifest = readManifest(dir);
  console.log(`${manifest.name} (${relative(ROOT, dir)})`);
  if (!existsSync(join(dir, 'dist'))) {
    console.log('  no dist: build the package first (pnpm build)');
    failures += 1;
    continue;
  }
  const publintOk = await runPublint(dir);
  const attwOk = runAttw(dir);
  if (!publintOk || !attwOk) failures += 1;
}
console.log(
  failures === 0
    ? `${packages.length} packages checked, all good`
    : `${failures} of ${packages.length} packages failed`,
);
process.exitCode = failures === 0 ? 0 : 1;
