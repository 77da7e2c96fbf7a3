import { useState } from 'react';
import { Alert } from '../../src/components/Alert.js';
import { DataTable, type DataTableSort } from '../../src/components/DataTable.js';
import { FormField } from '../../src/components/FormField.js';
import { Loader } from '../../src/components/Loader.js';
import { Pagination } from '../../src/components/Pagination.js';

const FILES = [
  { id: 1, name: 'backup-rut241.tar.gz', size: '2.5 MB' },
  { id: 2, name: 'config.json', size: '12 KB' },
  { id: 3, name: 'firmware.bin', size: '18.75 MB' },
];

/** Alerts, loader, form field, pagination and the simple table. */
export function BasicsSection() {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort | null>({ id: 'name', desc: false });
  const [name, setName] = useState('');
  const rows = [...FILES].sort((a, b) => (sort?.desc ? -1 : 1) * a.name.localeCompare(b.name));
  return (
    <section className="gallery__section" aria-labelledby="basics-title">
      <h2 id="basics-title">Alert, loader, form field, simple table, pagination</h2>
      <div className="gallery__stack">
        <Alert variant="info" title="Maintenance tonight">
          The console is read-only from 22:00 to 23:00.
        </Alert>
        <Alert variant="success">Device renamed.</Alert>
        <Alert variant="warning" onDismiss={() => {}}>
          Three devices run old firmware.
        </Alert>
        <Alert variant="error" title="Could not load devices">
          Failed to send request. Try again later
        </Alert>
        <Loader />
        <FormField
          label="Device name"
          hint="Shown in every table"
          error={name.length === 1 ? 'Too short' : undefined}
          required
        >
          <input className="nf-input" value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <DataTable
          caption="Files"
          rows={rows}
          getRowId={(file) => file.id}
          sort={sort}
          onSortChange={setSort}
          columns={[
            { id: 'name', header: 'Name', cell: (file) => file.name, sortable: true, rowHeader: true },
            { id: 'size', header: 'Size', cell: (file) => file.size },
          ]}
          footer={<Pagination page={page} pageCount={4} onPageChange={setPage} />}
        />
      </div>
    </section>
  );
}
