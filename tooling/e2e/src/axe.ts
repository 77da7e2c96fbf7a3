import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** One accessibility violation axe-core found. */
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let source: string | undefined;

/**
 * Runs axe-core in the page (its source injected as a script, which the test's DevTools
 * channel may do under the page's CSP) and returns the violations of WCAG 2 A/AA rules.
 */
export async function runAxe(page: Page, selector = 'body'): Promise<AxeViolation[]> {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Colours measured halfway through a fade-in are not the page's colours: let animations end.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  await page.evaluate(source);
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as { axe: { run: (context: string, options: unknown) => Promise<unknown> } }
    ).axe;
    const result = (await axe.run(context, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  }, selector);
}

/** The serious and critical ones, as one readable line each (for a test's failure message). */
export function seriousViolations(violations: readonly AxeViolation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
