import type { BrowserContext, Page } from 'playwright-core';

interface CspWindow {
  __nfCspViolations?: string[];
}

/**
 * Records every Content-Security-Policy violation of the context's pages (inline
 * script or style, a blocked URL). The recorder is added through the DevTools
 * protocol, so the CSP does not apply to it. Call before opening pages.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const target = window as unknown as CspWindow;
    target.__nfCspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      target.__nfCspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/** The violations a page has had since it loaded. */
export async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as CspWindow).__nfCspViolations ?? []);
}
