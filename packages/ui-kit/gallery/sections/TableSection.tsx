import { useEffect, useMemo, useRef, useState } from 'react';
import type { DataTableSort } from '../../src/components/DataTable.js';
import { EMPTY_SELECTION, type RowSelection, toSelectionPayload } from '../../src/data-grid/rowSelection.js';
import { useRowSource } from '../../src/data-grid/useRowSource.js';
import { VirtualDataTable } from '../../src/data-grid/VirtualDataTable.js';
import { type FakeDevice, type FetchRecord, fakeDeviceServer } from '../fakeDevices.js';
import { DEVICE_COLUMNS } from './deviceColumns.js';

/** The virtualized table over generated devices, with its fetch log. */
export function TableSection({ rows, delay }: { rows: number; delay: number }) {
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [selection, setSelection] = useState<RowSelection>(EMPTY_SELECTION);
  const [fetches, setFetches] = useState<FetchRecord[]>([]);
  const [live, setLive] = useState(false);
  const server = useMemo(
    () => fakeDeviceServer(rows, delay, (record) => setFetches((list) => [...list, record])),
    [rows, delay],
  );
  const source = useRowSource<FakeDevice>({
    fetchPage: server(sort),
    getRowId: (device) => device.id,
    queryKey: sort,
  });

  // Live data: a few loaded devices change status every second, in place.
  const tick = useRef(0);
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      tick.current += 1;
      for (let i = 0; i < 5; i += 1) {
        const id = 1 + ((tick.current * 7 + i * 3) % 40);
        source.updateRow(id, (device) => ({
          ...device,
          status: device.status === 'Online' ? 'Offline' : 'Online',
        }));
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [live, source]);

  return (
    <section className="gallery__section" aria-labelledby="table-title">
      <h2 id="table-title">Virtualized data table</h2>
      <div className="gallery__row">
        <button type="button" className="nf-button" aria-pressed={live} onClick={() => setLive((on) => !on)}>
          {live ? 'Stop live updates' : 'Start live updates'}
        </button>
        <button type="button" className="nf-button" onClick={() => setFetches([])}>
          Clear fetch log
        </button>
      </div>
      <VirtualDataTable
        caption="Devices"
        source={source}
        columns={DEVICE_COLUMNS}
        height={420}
        sort={sort}
        onSortChange={setSort}
        selection={selection}
        onSelectionChange={setSelection}
        getRowLabel={(device) => device.name}
      />
      <p data-testid="fetch-count" data-count={fetches.length}>
        Fetch calls: {fetches.length}
      </p>
      <pre className="gallery__log" data-testid="fetch-log">
        {fetches.map((f) => `${f.offset}+${f.limit}`).join('\n')}
      </pre>
      <p className="gallery__muted" data-testid="selection">
        Selection: {JSON.stringify(toSelectionPayload(selection))}
      </p>
    </section>
  );
}
