import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium; tests never download a browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's own pages that headless Chromium (the full browser since Chromium 132) builds for
 * every new window: the omnibox's popup is a WebUI page, preloaded for each window Playwright
 * opens a page in. On this 2-core machine its renderer was busy about a core through each of
 * the console's loads (a trace of one load: 1.6 s of tasks in 1.6 s), and the devices page's
 * first rows came at about 1,200 ms instead of 700 (tooling/bench/README.md, console-load). An
 * operator's browser builds its omnibox once per window, not once per page load.
 */
const BROWSER_UI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
];

/**
 * Launches headless Chromium with the flags this machine needs: without the
 * background-networking flags it keeps dialling hosts the closed network refuses, and without
 * the browser's own UI pages it measures Chromium's omnibox as much as the console.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`No Chromium at ${CHROMIUM_PATH}: install Debian's chromium (.ci/run does).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
      `--disable-features=${BROWSER_UI_FEATURES.join(',')}`,
    ],
  });
}
