#!/usr/bin/env node
// Measures the JavaScript of the shell and of the devices route against the budget,
// brotli-compressed as the server sends it (the build's `.br` files). The shell is the entry
// chunk and every chunk it imports statically; the devices route is the lazy page chunk of
// `src/features/devices/DevicesPage.tsx` and the chunks it imports statically (those not already
// in the shell): the first load of /management/devices needs both. Fails when the two together
// are over the budget. Run after `vite build`: `node scripts/check-bundle-size.mjs [--json]`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Budget of the shell + devices route JavaScript, brotli (bytes). */
export const SHELL_BUDGET_BYTES = 150 * 1024;

/**
 * The devices route's scripts: its page chunk and the chunk of what it shares with other pages
 * (`devices-route` in vite.config.ts). Over HTTP/1.1 the browser opens six connections to a
 * host, and a route of eight small chunks beside its list request waited about 230 ms for them.
 */
export const DEVICES_ROUTE_MAX_FILES = 2;

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

/** Source of the devices route's page chunk (a dynamic import of the route tree). */
const DEVICES_PAGE_SOURCE = 'src/features/devices/DevicesPage.tsx';

/**
 * The chunk of `key` and every chunk it imports statically, and the CSS they bring, leaving out
 * the files in `seen` (already counted in another part).
 */
function staticClosure(manifest, key, seen = new Set()) {
  const js = new Set();
  const css = new Set();
  const visit = (current) => {
    const chunk = manifest[current];
    if (!chunk) throw new Error(`${current} is not in the Vite manifest.`);
    if (js.has(chunk.file) || seen.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** The entry's chunk and every chunk it imports statically, and the CSS they bring. */
export function initialFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest.');
  return staticClosure(manifest, entryKey);
}

/** The devices page chunk and the chunks it imports statically that the shell does not hold. */
export function devicesRouteFiles(manifest, shell) {
  if (!manifest[DEVICES_PAGE_SOURCE]) throw new Error(`${DEVICES_PAGE_SOURCE} is not in the Vite manifest.`);
  return staticClosure(manifest, DEVICES_PAGE_SOURCE, new Set(shell.js));
}

export function sizesOf(files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const path = join(dist, file);
    const bytes = readFileSync(path);
    raw += bytes.length;
    // The build's precompressed siblings are what the server sends (Content-Encoding by
    // Accept-Encoding): measure those; compress here only when the build wrote none.
    gzip += existsSync(`${path}.gz`)
      ? readFileSync(`${path}.gz`).length
      : gzipSync(bytes, { level: 9 }).length;
    brotli += existsSync(`${path}.br`)
      ? readFileSync(`${path}.br`).length
      : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: files.length, raw, gzip, brotli };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const shell = initialFiles(manifest);
const devices = devicesRouteFiles(manifest, shell);
const shellSize = sizesOf(shell.js);
const devicesSize = sizesOf(devices.js);
const jsSize = sizesOf([...shell.js, ...devices.js]);
const cssSize = sizesOf([...new Set([...shell.css, ...devices.css])]);
if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify({
      js: jsSize,
      css: cssSize,
      shell: shellSize,
      devices_route: devicesSize,
      budget: SHELL_BUDGET_BYTES,
    }),
  );
} else {
  console.log(
    `Shell: ${shellSize.files} JS files, ${kb(shellSize.raw)} raw, ${kb(shellSize.gzip)} gzip, ${kb(shellSize.brotli)} brotli`,
  );
  console.log(
    `Devices route: ${devicesSize.files} JS files, ${kb(devicesSize.raw)} raw, ${kb(devicesSize.gzip)} gzip, ${kb(devicesSize.brotli)} brotli`,
  );
  console.log(
    `Shell + devices route: ${jsSize.files} JS files, ${kb(jsSize.raw)} raw, ${kb(jsSize.gzip)} gzip, ${kb(jsSize.brotli)} brotli (budget ${kb(SHELL_BUDGET_BYTES)} brotli); CSS ${kb(cssSize.raw)} raw, ${kb(cssSize.gzip)} gzip, ${kb(cssSize.brotli)} brotli`,
  );
}
if (devicesSize.files > DEVICES_ROUTE_MAX_FILES) {
  console.error(
    `TOO MANY FILES: the devices route loads ${devicesSize.files} JS files, at most ${DEVICES_ROUTE_MAX_FILES}: add the modules it shares with other pages to DEVICES_ROUTE_SHARED (vite.config.ts).`,
  );
  process.exit(1);
}
// The first load of /management/devices needs both parts: their sum is what the budget holds.
if (jsSize.brotli > SHELL_BUDGET_BYTES) {
  console.error(
    `OVER BUDGET: shell + devices route is ${kb(jsSize.brotli)}, ${kb(jsSize.brotli - SHELL_BUDGET_BYTES)} over ${kb(SHELL_BUDGET_BYTES)} (shell alone ${kb(shellSize.brotli)}): lazy-load more of the shell or of the devices page.`,
  );
  process.exit(1);
}
