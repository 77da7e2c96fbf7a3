// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type TestRow, testRow } from '../../test/testRows.js';
import type { RowSource, RowSourceSnapshot } from './createRowSource.js';
import { type VirtualColumn, VirtualDataTable } from './VirtualDataTable.js';

/** A source whose rows are all here already, as a server's render has them. */
function loadedSource(total: number): RowSource<TestRow> {
  const rows = Array.from({ length: total }, (_, index) => testRow(index));
  const snapshot: RowSourceSnapshot = { version: 1, total, status: 'ready', error: null, pending: 0 };
  return {
    pageSize: total,
    getRow: (index) => rows[index],
    indexOf: (id) => rows.findIndex((row) => row.id === id),
    getRowId: (row) => row.id,
    ensureRange() {},
    updateRow: () => false,
    reset() {},
    refresh() {},
    retry() {},
    cancel() {},
    subscribe: () => () => {},
    getSnapshot: () => snapshot,
  };
}

const columns: VirtualColumn<TestRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true, hideable: false },
];

describe('VirtualDataTable rendered without a window', () => {
  it('renders the rows in view and none past them: a server render never scrolls', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <VirtualDataTable
        caption="Devices"
        source={loadedSource(100)}
        columns={columns}
        height={360}
        rowHeight={36}
        overscan={8}
      />,
    );
    const names = [...html.matchAll(/Device (\d+)</g)].map((match) => Number(match[1]));
    // 360 px under a 36 px header: rows 1 to 10 reach into view (the tenth half hidden).
    expect(names).toEqual(Array.from({ length: 10 }, (_, index) => index + 1));
  });
});
