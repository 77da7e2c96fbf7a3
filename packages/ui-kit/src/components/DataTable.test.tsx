import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './DataTable.js';

interface Row {
  id: number;
  name: string;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { id: 'id', header: 'ID', cell: (row) => row.id },
];

describe('DataTable', () => {
  it('renders a named table with a row per item', () => {
    render(
      <DataTable
        caption="Things"
        columns={columns}
        rows={[
          { id: 1, name: 'alpha' },
          { id: 2, name: 'beta' },
        ]}
        getRowId={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Things' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('alpha')).toBeTruthy();
  });

  it('shows the empty text when there are no rows', () => {
    render(
      <DataTable
        caption="Things"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        emptyText="Nothing here"
      />,
    );
    expect(screen.getByText('Nothing here')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a loader instead of the empty text while loading', () => {
    render(
      <DataTable
        caption="Things"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        loading
        loadingLabel="Loading things…"
        emptyText="Nothing here"
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading things…');
    expect(screen.queryByText('Nothing here')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('keeps the rows while busy', () => {
    render(
      <DataTable
        caption="Things"
        columns={columns}
        rows={[{ id: 1, name: 'alpha' }]}
        getRowId={(r) => r.id}
        busy
      />,
    );
    expect(screen.getByText('alpha')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('reports the next sort from a header click and marks aria-sort', () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      <DataTable
        caption="Things"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        onSortChange={onSortChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });
    // Only sortable columns get a button.
    expect(screen.queryByRole('button', { name: 'ID' })).toBeNull();

    rerender(
      <DataTable
        caption="Things"
        columns={columns}
        rows={[]}
        getRowId={(r) => r.id}
        sort={{ id: 'name', desc: false }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: true });
  });
});
