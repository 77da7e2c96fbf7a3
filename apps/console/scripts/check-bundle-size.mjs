#!/usr/bin/env node
// Fails when the JavaScript of the shell and the devices route (the entry chunk and every
// chunk it imports statically) is larger than the budget, brotli-compressed as the server sends
// it (the build's `.br` files). Run after
// `vite build`: `node scripts/check-bundle-size.mjs [--json]`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Budget of the shell + devices route JavaScript, brotli (bytes). */
export const SHELL_BUDGET_BYTES = 150 * 1024;

const dist = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');

/** The entry's chunk and every chunk it imports statically, and the CSS they bring. */
export function initialFiles(manifest) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry in the Vite manifest.');
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(entryKey);
  return { js: [...js], css: [...css] };
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
const { js, css } = initialFiles(manifest);
const jsSize = sizesOf(js);
const cssSize = sizesOf(css);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ js: jsSize, css: cssSize, budget: SHELL_BUDGET_BYTES }));
} else {
  console.log(
    `Shell + devices route: ${jsSize.files} JS files, ${kb(jsSize.raw)} raw, ${kb(jsSize.gzip)} gzip, ${kb(jsSize.brotli)} brotli (budget ${kb(SHELL_BUDGET_BYTES)} brotli); CSS ${kb(cssSize.raw)} raw, ${kb(cssSize.gzip)} gzip, ${kb(cssSize.brotli)} brotli`,
  );
}
if (jsSize.brotli > SHELL_BUDGET_BYTES) {
  console.error(`Over budget by ${kb(jsSize.brotli - SHELL_BUDGET_BYTES)}: lazy-load more of the shell.`);
  process.exit(1);
}
