import { devicesQueryOptions, useApiClient } from '@netfleet/api-client/react';
import { Alert, DataTable, type DataTableSort, FormField, Icon, Pagination } from '@netfleet/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DEVICE_COLUMNS } from './deviceColumns.js';
import {
  DEVICE_PAGE_SIZES,
  type DevicesSearch,
  formatSort,
  parseSort,
  resolveDevicesSearch,
  toDeviceListParams,
} from './devicesSearch.js';

/** Typing pause before the search box updates the URL. */
export const DEVICE_SEARCH_DEBOUNCE_MS = 500;

/** Props of {@link DevicesPage}: the URL search params and a way to change them. */
export interface DevicesPageProps {
  search: DevicesSearch;
  /** Merges `update` into the URL search params; `replace` for typing, push otherwise. */
  onSearchChange: (update: Partial<DevicesSearch>, options?: { replace?: boolean }) => void;
}

/**
 * "1,234 devices". Thousands separators by hand: the first `toLocaleString` of a page
 * loads the ICU number data, about 20 ms of the first render.
 */
export function countText(total: number): string {
  const digits = String(Math.trunc(total)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${digits} ${total === 1 ? 'device' : 'devices'}`;
}

/**
 * `/management/devices`: the devices the user may see, paged, sorted and searched on
 * the server. The previous page stays on screen while the next one loads.
 */
export function DevicesPage({ search: urlSearch, onSearchChange }: DevicesPageProps) {
  const client = useApiClient();
  const search = resolveDevicesSearch(urlSearch);
  const query = useQuery(devicesQueryOptions(client, toDeviceListParams(search)));
  const [text, setText] = useState(search.q ?? '');

  // The URL wins when it changes from outside (back button, a link).
  useEffect(() => {
    setText(search.q ?? '');
  }, [search.q]);

  useEffect(() => {
    const q = text.trim();
    if (q === (search.q ?? '')) return;
    const timer = setTimeout(
      () => onSearchChange({ q: q || undefined, page: 1 }, { replace: true }),
      DEVICE_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search.q, onSearchChange]);

  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total;
  const pageCount = total === undefined ? search.page : Math.max(1, Math.ceil(total / search.pageSize));

  return (
    <div className="page devices-page">
      <header className="page__header">
        <div>
          <h1 className="page__title">Devices</h1>
          <p className="page__subtitle" aria-live="polite">
            {total === undefined ? '\u00a0' : countText(total)}
          </p>
        </div>
        <form
          className="page__tools"
          onSubmit={(event) => {
            // Enter searches at once instead of waiting for the typing pause.
            event.preventDefault();
            onSearchChange({ q: text.trim() || undefined, page: 1 }, { replace: true });
          }}
        >
          <FormField label="Search devices" className="devices-page__search">
            {(control) => (
              <span className="search-input">
                <Icon name="search" className="search-input__icon" />
                <input
                  {...control}
                  type="search"
                  className="nf-input"
                  placeholder="Name, serial or MAC"
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
              </span>
            )}
          </FormField>
        </form>
      </header>

      {query.isError ? (
        <Alert variant="error" title="Could not load devices">
          {query.error.message}{' '}
          <button type="button" className="nf-button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </Alert>
      ) : null}

      <DataTable
        caption="Devices"
        hideCaption
        columns={DEVICE_COLUMNS}
        rows={rows}
        getRowId={(device) => device.id}
        loading={query.isPending}
        busy={query.isPlaceholderData || (query.isFetching && !query.isPending)}
        loadingLabel="Loading devices…"
        emptyText={query.isError ? 'Devices could not be loaded' : 'No devices found'}
        sort={parseSort(search.sort)}
        onSortChange={(sort: DataTableSort) => onSearchChange({ sort: formatSort(sort), page: 1 })}
        footer={
          <Pagination
            page={search.page}
            pageCount={pageCount}
            onPageChange={(page) => onSearchChange({ page })}
            pageSize={search.pageSize}
            pageSizeOptions={DEVICE_PAGE_SIZES}
            onPageSizeChange={(pageSize) => onSearchChange({ pageSize, page: 1 })}
            disabled={query.isPending}
          />
        }
      />
    </div>
  );
}
