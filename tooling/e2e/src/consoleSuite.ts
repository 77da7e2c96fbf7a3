import type { RemoteAccessOptions } from '@netfleet/server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { openConsole, signInAs } from './consoleSession.js';
import { launchBrowser } from './launchBrowser.js';
import { type Stack, startStack } from './startStack.js';

/** How a {@link consoleSuite} starts its stack and opens its pages. */
export interface ConsoleSuiteOptions {
  /** Demo devices of the stack (startStack's default when absent). */
  deviceCount?: number;
  remoteAccess?: RemoteAccessOptions;
  /** Viewport of every page the suite opens (openConsole's 1280×800 when absent). */
  viewport?: { width: number; height: number };
  /**
   * What `signedIn` waits for once the account site let the user in: the console's main
   * navigation (the default), the landing path itself, or nothing more.
   */
  arrival?: 'navigation' | 'landing' | 'none';
  /** Called with each new browser context before its page loads anything (e.g. recordCspViolations). */
  onContext?: (context: BrowserContext) => Promise<void>;
}

/** The stack, the browser and the pages of one test file; see {@link consoleSuite}. */
export interface ConsoleSuite {
  /** The stack started in `beforeAll` (throws before it is up). */
  readonly stack: Stack;
  /** The browser launched in `beforeAll` (throws before it is up). */
  readonly browser: Browser;
  /**
   * A browser context of its own on the stack, with one page, closed after the test
   * (`viewport` for this one instead of the suite's).
   */
  open(options?: {
    viewport?: { width: number; height: number };
  }): Promise<{ context: BrowserContext; page: Page }>;
  /**
   * A new context signed in as `email` through the sign-in form (a demo user's second factor
   * included), arriving at `landing` (signInAs's default when absent); closed after the test.
   */
  signedIn(email: string, landing?: string): Promise<Page>;
}

/**
 * Registers the hooks every console test file repeats: starts the stack and launches
 * Chromium before all tests, closes every context a test opened after it, and closes the
 * browser and the stack after all. Call it once at the top of a file; hooks the file adds
 * afterwards run after these before all, and before these after all.
 *
 * @example
 * const suite = consoleSuite({ deviceCount: 20 });
 * it('…', async () => {
 *   const page = await suite.signedIn('admin@netfleet.test', '/users');
 * });
 */
export function consoleSuite(options: ConsoleSuiteOptions = {}): ConsoleSuite {
  const { arrival = 'navigation', viewport, onContext } = options;
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [stack, browser] = await Promise.all([
      startStack({ deviceCount: options.deviceCount, remoteAccess: options.remoteAccess }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} is not started yet: use it inside a test or hook`);
    return value;
  };
  const suite: ConsoleSuite = {
    get stack() {
      return started(stack, 'stack');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async open(options = {}) {
      const size = options.viewport ?? viewport;
      const opened = await openConsole(suite.browser, suite.stack, size ? { viewport: size } : {});
      contexts.push(opened.context);
      await onContext?.(opened.context);
      return opened;
    },
    async signedIn(email, landing) {
      const { page } = await suite.open();
      await signInAs(page, email, landing);
      if (arrival === 'navigation') {
        await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      } else if (arrival === 'landing') {
        const path = landing ?? '/management/devices';
        await page.waitForURL((url) => url.pathname === path);
      }
      return page;
    },
  };
  return suite;
}
