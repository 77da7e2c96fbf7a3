import type { Page } from 'playwright-core';

/**
 * The short texts (2 to 12 characters) of the page's main content that are broken across
 * lines, with the lines each takes: in Japanese, which may break between any two characters,
 * a column the browser squeezes stacks a label one character per line.
 */
export function stackedLabels(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const stacked: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim() ?? '';
      if (text.length < 2 || text.length > 12) continue;
      const range = document.createRange();
      range.selectNodeContents(walker.currentNode);
      const tops = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      );
      if (tops.size > 1) stacked.push(`${text} (${tops.size} lines)`);
    }
    return stacked;
  });
}
