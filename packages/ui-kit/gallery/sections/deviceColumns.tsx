import { CopyToClipboard } from '../../src/components/CopyToClipboard.js';
import type { VirtualColumn } from '../../src/data-grid/VirtualDataTable.js';
import type { FakeDevice } from '../fakeDevices.js';

/** Columns of the gallery's device table. */
export const DEVICE_COLUMNS: readonly VirtualColumn<FakeDevice>[] = [
  { id: 'id', header: '#', cell: (d) => d.id, size: 90, align: 'end', sortable: true, hideable: false },
  { id: 'name', header: 'Name', cell: (d) => d.name, size: 160, rowHeader: true, hideable: false },
  {
    id: 'serial',
    header: 'Serial',
    size: 170,
    cell: (d) => (
      <>
        {d.serial} <CopyToClipboard text={d.serial} />
      </>
    ),
  },
  { id: 'model', header: 'Model', cell: (d) => d.model, size: 110 },
  { id: 'status', header: 'Status', cell: (d) => d.status, size: 110 },
  { id: 'firmware', header: 'Firmware', cell: (d) => d.firmware, size: 200 },
  { id: 'company', header: 'Company', cell: (d) => d.company, size: 180 },
];
