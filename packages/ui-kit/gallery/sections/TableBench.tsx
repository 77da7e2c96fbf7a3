import { useMemo, useState } from 'react';
import { useRowSource } from '../../src/data-grid/useRowSource.js';
import { VirtualDataTable } from '../../src/data-grid/VirtualDataTable.js';
import { type FakeDevice, fakeDeviceServer } from '../fakeDevices.js';
import type { GalleryParams } from '../params.js';
import { DEVICE_COLUMNS } from './deviceColumns.js';

function BenchTable({ rows, delay }: { rows: number; delay: number }) {
  const fetchPage = useMemo(() => fakeDeviceServer(rows, delay, () => {})(null), [rows, delay]);
  const source = useRowSource<FakeDevice>({ fetchPage, getRowId: (device) => device.id });
  return <VirtualDataTable caption="Devices" source={source} columns={DEVICE_COLUMNS} height={600} />;
}

/** `?only=table`: the table alone, mounted on demand, for the benchmark. */
export function TableBench({ params }: { params: GalleryParams }) {
  const [mounted, setMounted] = useState(0);
  return (
    <main className="gallery">
      <div className="gallery__row">
        <button type="button" className="nf-button" onClick={() => setMounted((n) => n + 1)}>
          Mount table
        </button>
        <button type="button" className="nf-button" onClick={() => setMounted(0)}>
          Unmount table
        </button>
      </div>
      {mounted ? <BenchTable key={mounted} rows={params.rows} delay={params.delay} /> : null}
    </main>
  );
}
