import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestRow, testServer } from '../../test/testRows.js';
import type { DataTableSort } from '../components/DataTable.js';
import { createRowSource, type RowSource } from './createRowSource.js';
import { EMPTY_SELECTION, type RowSelection, toSelectionPayload } from './rowSelection.js';
import { type VirtualColumn, VirtualDataTable } from './VirtualDataTable.js';

// jsdom has no layout: give the scroll area a size and make scrollTo move it.
const restore: (() => void)[] = [];
beforeAll(() => {
  for (const [name, size] of [
    ['clientHeight', 480],
    ['clientWidth', 800],
  ] as const) {
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('nf-grid__scroll') ? size : 0;
      },
    });
    restore.push(() => {
      if (original) Object.defineProperty(HTMLElement.prototype, name, original);
    });
  }
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && options.top !== undefined) this.scrollTop = options.top;
    this.dispatchEvent(new Event('scroll'));
  } as typeof HTMLElement.prototype.scrollTo;
  restore.push(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
  });
});
afterAll(() => {
  for (const undo of restore) undo();
});

const columns: VirtualColumn<TestRow>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, rowHeader: true, hideable: false },
  { id: 'status', header: 'Status', cell: (row) => row.status, sortable: true },
  { id: 'id', header: 'ID', cell: (row) => String(row.id), align: 'end', size: 100 },
];

function setup(total = 100_000) {
  const server = testServer(total);
  const source = createRowSource<TestRow>({ fetchPage: server.fetchPage, getRowId: (row) => row.id });
  return { server, source };
}

function Harness({
  source,
  onActivate,
  onSelection,
}: {
  source: RowSource<TestRow>;
  onActivate?: (row: TestRow) => void;
  onSelection?: (selection: RowSelection) => void;
}) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [selection, setSelection] = useState<RowSelection>(EMPTY_SELECTION);
  return (
    <VirtualDataTable
      caption="Devices"
      source={source}
      columns={columns}
      fetchDelayMs={0}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        source.refresh();
      }}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        onSelection?.(next);
      }}
      getRowLabel={(row) => row.name}
      onRowActivate={onActivate}
    />
  );
}

const grid = () => screen.getByRole('grid', { name: 'Devices' });
const bodyRows = () =>
  within(grid())
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
const scrollArea = () => document.querySelector('.nf-grid__scroll') as HTMLElement;

async function scrollTo(top: number) {
  await act(async () => {
    scrollArea().scrollTop = top;
    fireEvent.scroll(scrollArea());
  });
}

describe('VirtualDataTable', () => {
  it('shows a loader, then the first rows with their place in the whole list', async () => {
    const { server, source } = setup();
    render(<Harness source={source} />);
    expect(within(grid()).getByRole('status').textContent).toBe('Loading…');
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Device 1'));
    expect(grid().getAttribute('aria-rowcount')).toBe('100001');
    expect(grid().getAttribute('aria-colcount')).toBe('4');
    expect(bodyRows()[0]?.getAttribute('aria-rowindex')).toBe('2');
    // Only the rows in view (480 px / 36 px) and the overscan are rendered.
    expect(bodyRows().length).toBeLessThan(40);
    expect(server.calls.map((c) => [c.offset, c.limit])).toEqual([[0, 100]]);
    expect(screen.getByText('100,000 rows')).toBeTruthy();
    expect(within(bodyRows()[0] as HTMLElement).getByRole('rowheader').textContent).toBe('Device 1');
  });

  it('scrolled deep, shows placeholders, then the right rows, fetching only the pages near the viewport', async () => {
    const { server, source } = setup();
    render(<Harness source={source} />);
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Device 1'));
    server.hold();
    await scrollTo(73_456 * 36);
    const placeholders = bodyRows().filter((row) => row.dataset.placeholder === 'true');
    expect(placeholders.length).toBeGreaterThan(10);
    expect(placeholders[0]?.getAttribute('aria-busy')).toBe('true');
    expect(placeholders[0]?.textContent).toContain('Loading row');
    await act(async () => {
      server.release();
    });
    await waitFor(() => {
      const indexes = bodyRows().map((row) => Number(row.getAttribute('aria-rowindex')));
      expect(indexes).toContain(73_456 + 2);
    });
    const row = bodyRows().find((r) => r.getAttribute('aria-rowindex') === String(73_456 + 2));
    expect(row?.textContent).toContain('Device 73457');
    // Page 0 at start, then the one or two pages around row 73,456 — never all 1,000 pages.
    expect(server.calls.map((c) => c.offset)).toEqual([0, 73_400]);
  });

  it('renders its overscan ahead of a scroll only, and on both sides again once it stops', async () => {
    const { source } = setup(1_000);
    render(<Harness source={source} />);
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Device 1'));
    // Row 0 stays rendered as the grid's tab stop: the rows around the view are the others.
    const indexes = () =>
      bodyRows()
        .map((row) => Number(row.dataset.index))
        .filter((index) => index > 0);
    const first = 300;
    // The virtualizer ends a scroll 150 ms after its last scroll event, by a timer: faked, so
    // that the scroll is still going on however slow the machine running the test.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Down: the rows in view, eight ahead (below) and one behind.
      await scrollTo(first * 36);
      const down = indexes();
      expect(down).toContain(first);
      expect(Math.min(...down)).toBeGreaterThanOrEqual(first - 2);
      expect(Math.max(...down) - Math.min(...down)).toBeGreaterThan(14);
      // Still: eight behind too.
      await act(async () => {
        vi.advanceTimersByTime(200);
      });
      const still = indexes();
      expect(Math.min(...still)).toBeLessThanOrEqual(first - 7);
      expect(Math.max(...still)).toBe(Math.max(...down));
      // Up: the overscan moves above the rows in view, and one row stays below them.
      await scrollTo((first - 100) * 36);
      const up = indexes();
      expect(up).toContain(first - 100);
      expect(Math.min(...up)).toBeLessThanOrEqual(first - 100 - 7);
      expect(Math.max(...up) - Math.min(...up)).toBeLessThan(Math.max(...still) - Math.min(...still));
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders the rows a fling brings with their row header alone, and fills them a few a frame once it ends', async () => {
    const { source } = setup(2_000);
    render(<Harness source={source} />);
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Device 1'));
    await act(async () => source.ensureRange(0, 1_999));
    const row = (index: number) => bodyRows().find((r) => r.dataset.index === String(index));
    const light = () =>
      bodyRows().filter((r) => r.getAttribute('aria-busy') === 'true' && !r.dataset.placeholder);
    // Time, the virtualizer's end-of-scroll timer and the frames are faked: the speeds are exact.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const frame = async (ms = 16) => {
      await act(async () => {
        vi.advanceTimersByTime(ms);
      });
    };
    try {
      // Someone reading: 8 px a frame (0.5 px/ms, a screenful of 480 px takes a second).
      for (let top = 8; top <= 80; top += 8) {
        await scrollTo(top);
        await frame();
      }
      expect(light()).toEqual([]);
      // A fling: 360 px a frame, ten rows, over a screenful in a quarter second.
      for (let top = 440; top <= 3_680; top += 360) {
        await scrollTo(top);
        await frame();
      }
      const entered = row(110) as HTMLElement;
      expect(entered.getAttribute('aria-busy')).toBe('true');
      // Its name alone, in the name's column: no checkbox, no status.
      expect(within(entered).getByRole('rowheader').textContent).toBe('Device 111');
      expect(within(entered).getByRole('rowheader').getAttribute('aria-colindex')).toBe('2');
      expect(within(entered).queryAllByRole('gridcell')).toEqual([]);
      expect(within(entered).queryByRole('checkbox')).toBeNull();
      const during = light().length;
      expect(during).toBeGreaterThan(10);
      // The fling ends (the virtualizer's 150 ms): four rows a frame get their cells.
      await frame(150);
      const filling: number[] = [];
      while (light().length > 0 && filling.length < 20) {
        filling.push(light().length);
        await frame();
      }
      expect(light()).toEqual([]);
      expect(filling.length).toBeGreaterThan(1);
      const filledPerFrame = filling.slice(1).map((count, at) => (filling[at] ?? 0) - count);
      expect(Math.max(...filledPerFrame)).toBeLessThanOrEqual(4);
      const filled = row(110) as HTMLElement;
      expect(filled.getAttribute('aria-busy')).toBeNull();
      expect(
        within(filled)
          .getAllByRole('gridcell')
          .map((cell) => cell.textContent),
      ).toEqual(['', 'Offline', '111']);
      expect(within(filled).getByRole('checkbox', { name: 'Select Device 111' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sorts on the server through onSortChange and starts again from the top', async () => {
    const { server, source } = setup();
    render(<Harness source={source} />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const header = within(grid()).getByRole('columnheader', { name: /Status/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button', { name: /Status/ }));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button', { name: /Status/ }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await waitFor(() => expect(server.calls.length).toBeGreaterThanOrEqual(3));
    expect(within(grid()).getByRole('columnheader', { name: /ID/ }).getAttribute('aria-sort')).toBeNull();
  });

  it('selects rows with labelled checkboxes, then all matching rows except some', async () => {
    const { source } = setup();
    const onSelection = vi.fn();
    render(<Harness source={source} onSelection={onSelection} />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Device 2' }));
    expect(screen.getByText('1 row selected')).toBeTruthy();
    expect(bodyRows()[1]?.getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Select all 100,000 matching rows' }));
    expect(screen.getByText('100,000 rows selected')).toBeTruthy();
    const selectAll = screen.getByRole('checkbox', { name: 'Clear selection' }) as HTMLInputElement;
    expect(selectAll.checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Device 3' }));
    expect(screen.getByText('99,999 rows selected')).toBeTruthy();
    expect(selectAll.indeterminate).toBe(true);
    expect(toSelectionPayload(onSelection.mock.lastCall?.[0])).toEqual({ all: true, except: ['3'] });

    fireEvent.click(selectAll);
    expect(screen.getByText('100,000 rows')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all 100,000 matching rows' }));
    expect(screen.getByText('100,000 rows selected')).toBeTruthy();
  });

  it('names its header checkbox as the page asks, while nothing is selected', async () => {
    const { source } = setup(40);
    const onSelection = vi.fn();
    render(
      <VirtualDataTable
        caption="Devices"
        source={source}
        columns={columns}
        fetchDelayMs={0}
        selectAllLabel="Select the 40 devices on this page"
        onSelectionChange={onSelection}
      />,
    );
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('checkbox', { name: 'Select all 40 matching rows' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select the 40 devices on this page' }));
    expect(toSelectionPayload(onSelection.mock.lastCall?.[0])).toEqual({ all: true, except: [] });
  });

  it('updates rows in place when live data changes, without fetching', async () => {
    const { server, source } = setup();
    render(<Harness source={source} />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const before = server.calls.length;
    act(() => {
      source.updateRow(1, (row) => ({ ...row, status: 'Pending' }));
    });
    expect(bodyRows()[0]?.textContent).toContain('Pending');
    expect(server.calls.length).toBe(before);
  });

  it('says so when the list is empty', async () => {
    const { source } = setup(0);
    render(<Harness source={source} />);
    await waitFor(() => expect(screen.getByText('No data')).toBeTruthy());
    expect(grid().getAttribute('aria-rowcount')).toBe('1');
  });

  it('shows an error with a retry when the first page fails', async () => {
    const { server, source } = setup();
    server.failWith(new Error('503'));
    render(<Harness source={source} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Could not load the rows.'));
    server.failWith(null);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Device 1'));
  });

  it('hides and shows columns from the Columns menu', async () => {
    const { source } = setup();
    render(<Harness source={source} />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const menu = screen
      .getByText('Columns', { selector: 'summary' })
      .closest('details') as HTMLDetailsElement;
    expect(within(menu).queryByRole('checkbox', { name: 'Name' })).toBeNull();
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Status' }));
    expect(within(grid()).queryByRole('columnheader', { name: /Status/ })).toBeNull();
    expect(bodyRows()[0]?.textContent).not.toContain('Online');
    expect(grid().getAttribute('aria-colcount')).toBe('3');
    fireEvent.click(within(menu).getByRole('checkbox', { name: 'Status' }));
    expect(within(grid()).getByRole('columnheader', { name: /Status/ })).toBeTruthy();
  });

  it('resizes a column from the keyboard through its labelled separator', async () => {
    const { source } = setup();
    render(<Harness source={source} />);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const handle = screen.getByRole('separator', { name: 'Resize column ID' });
    expect(handle.getAttribute('aria-valuenow')).toBe('100');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('116');
    const grid = document.querySelector('.nf-grid') as HTMLElement;
    expect(grid.style.getPropertyValue('--nf-grid-columns')).toBe('44px 160px 160px 116px');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('84');
  });

  it('clips a cell, with its ellipsis, only while its text overflows: new text, a narrowed column', async () => {
    // A cell as wide as its column in the grid's template; its text 8 px a character, 24 px of padding.
    const widths = ['clientWidth', 'scrollWidth'] as const;
    const originals = widths.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
    const columnWidth = (cell: HTMLElement) => {
      const template =
        cell.closest<HTMLElement>('.nf-grid')?.style.getPropertyValue('--nf-grid-columns') ?? '';
      return Number.parseInt(template.split(' ')[Number(cell.getAttribute('aria-colindex')) - 1] ?? '0', 10);
    };
    const measure = (name: (typeof widths)[number]) =>
      function get(this: HTMLElement) {
        if (this.classList.contains('nf-grid__scroll')) return name === 'clientWidth' ? 800 : 0;
        if (!this.classList.contains('nf-grid__cell')) return 0;
        const width = columnWidth(this);
        return name === 'clientWidth' ? width : Math.max(width, (this.textContent ?? '').length * 8 + 24);
      };
    for (const name of widths)
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: measure(name) });
    try {
      const { source } = setup();
      render(<Harness source={source} />);
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
      const cellOf = (row: number, column: string) =>
        within(bodyRows()[row] as HTMLElement).getByText(column, { exact: true });
      const clipped = (cell: HTMLElement) => cell.classList.contains('nf-grid__cell--clipped');
      expect(document.querySelector('.nf-grid__body')?.classList.contains('nf-grid__body--fitted')).toBe(
        true,
      );
      expect(clipped(cellOf(0, 'Device 1'))).toBe(false);

      // Text that no longer fits its column of 160 px (26 characters: 232 px).
      act(() => {
        source.updateRow(1, (row) => ({ ...row, name: 'Device 1 on the roof, east' }));
      });
      await waitFor(() => expect(clipped(cellOf(0, 'Device 1 on the roof, east'))).toBe(true));
      act(() => {
        source.updateRow(1, (row) => ({ ...row, name: 'Device 1' }));
      });
      await waitFor(() => expect(clipped(cellOf(0, 'Device 1'))).toBe(false));

      // The Status column narrowed to 64 px: "Online" (72 px) and "Offline" (80) overflow it.
      const handle = screen.getByRole('separator', { name: 'Resize column Status' });
      for (let step = 0; step < 6; step += 1) fireEvent.keyDown(handle, { key: 'ArrowLeft' });
      expect(handle.getAttribute('aria-valuenow')).toBe('64');
      const statusCells = () =>
        bodyRows().map((row) => row.querySelector('[aria-colindex="3"]') as HTMLElement);
      expect(statusCells().every(clipped)).toBe(true);
      expect(clipped(cellOf(0, 'Device 1'))).toBe(false);
      fireEvent.keyDown(handle, { key: 'ArrowRight' });
      fireEvent.keyDown(handle, { key: 'ArrowRight' });
      // 96 px: every status fits again.
      expect(statusCells().some(clipped)).toBe(false);
    } finally {
      widths.forEach((name, at) => {
        const original = originals[at];
        if (original) Object.defineProperty(HTMLElement.prototype, name, original);
      });
    }
  });

  it('moves through rows with the keyboard, toggles with Space and activates with Enter', async () => {
    const { source } = setup();
    const onActivate = vi.fn();
    render(<Harness source={source} onActivate={onActivate} />);
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Device 1'));
    const first = bodyRows()[0] as HTMLElement;
    expect(first.tabIndex).toBe(0);
    expect(bodyRows().filter((row) => row.tabIndex === 0)).toHaveLength(1);
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('3'));
    fireEvent.keyDown(document.activeElement as Element, { key: ' ' });
    expect(screen.getByText('1 row selected')).toBeTruthy();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(onActivate).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), 1);
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('100001'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-rowindex')).toBe('2'));
  });

  it('reports the rows in view as they scroll, and leaves out its toolbar when asked', async () => {
    const { source } = setup(1000);
    const ranges: [number, number][] = [];
    render(
      <VirtualDataTable
        caption="Devices"
        source={source}
        columns={columns}
        fetchDelayMs={0}
        hideToolbar
        onVisibleRangeChange={(start, end) => ranges.push([start, end])}
      />,
    );
    await waitFor(() => expect(bodyRows()[0]?.textContent).toContain('Device 1'));
    // The caption still names the grid; the count and the column menu are the page's to show.
    expect(grid()).toBeTruthy();
    expect(screen.queryByText('1,000 rows')).toBeNull();
    expect(screen.queryByText('Columns')).toBeNull();
    await waitFor(() => expect(ranges.at(-1)?.[0]).toBe(0));
    const [, firstEnd] = ranges.at(-1) as [number, number];
    // 480 px of rows of 36 px, the header row included: about a dozen rows, without the overscan.
    expect(firstEnd).toBeGreaterThan(5);
    expect(firstEnd).toBeLessThan(14);
    await scrollTo(500 * 36);
    await waitFor(() => expect(ranges.at(-1)?.[0]).toBeGreaterThanOrEqual(495));
    expect(ranges.at(-1)?.[1]).toBeLessThan(520);
  });
});
