import { type RefObject, useLayoutEffect } from 'react';

/** The class of a body cell whose content overflows it: it clips, with an ellipsis. */
const CLIPPED_CELL = 'nf-grid__cell--clipped';

const CELL = '.nf-grid__cell';

/**
 * Clips (with the ellipsis) the cells whose content is wider than they are, and only those.
 * A cell's clip splits its row's painting into two more chunks, and every frame of a scroll
 * pays for the chunks of every rendered row; most cells fit. Cells not laid out (a grid
 * inside something hidden) cannot be measured and keep their clip.
 */
function clipOverflowing(cells: readonly HTMLElement[]) {
  // Every read before any write: one layout for all of them.
  const overflowing = cells.map((cell) => cell.clientWidth === 0 || cell.scrollWidth > cell.clientWidth);
  cells.forEach((cell, at) => {
    cell.classList.toggle(CLIPPED_CELL, overflowing[at]);
  });
}

/** The cells a DOM change may have resized: the cell it happened in, or the cells it added. */
function cellsChangedBy(records: readonly MutationRecord[]): HTMLElement[] {
  const cells = new Set<HTMLElement>();
  for (const record of records) {
    const target = record.target instanceof Element ? record.target : record.target.parentElement;
    const inCell = target?.closest<HTMLElement>(CELL);
    if (inCell) {
      cells.add(inCell);
      continue;
    }
    for (const node of record.addedNodes) {
      if (!(node instanceof HTMLElement)) continue;
      if (node.matches(CELL)) cells.add(node);
      for (const cell of node.querySelectorAll<HTMLElement>(CELL)) cells.add(cell);
    }
  }
  return [...cells];
}

/**
 * Keeps the body's cells clipped exactly where their content overflows: the rows and cells it
 * gains and the text that changes in them are measured before the browser paints them (a
 * mutation observer's callback runs before the frame's rendering), and every cell again when
 * the column widths (`columnsTemplate`) change. The body's style sheet shows its cells
 * unclipped unless they carry {@link CLIPPED_CELL}.
 */
export function useCellClips(bodyRef: RefObject<HTMLElement | null>, columnsTemplate: string) {
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const observer = new MutationObserver((records) => clipOverflowing(cellsChangedBy(records)));
    observer.observe(body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [bodyRef]);

  useLayoutEffect(() => {
    void columnsTemplate;
    const body = bodyRef.current;
    if (body) clipOverflowing([...body.querySelectorAll<HTMLElement>(CELL)]);
  }, [bodyRef, columnsTemplate]);
}
