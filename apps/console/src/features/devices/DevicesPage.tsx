import './devicesPage.css';
import { type DeviceListParams, exportDevicesUrl, resolveApiBase } from '@netfleet/api-client';
import { devicesQueryOptions, useApiClient } from '@netfleet/api-client/react';
import type { ListResponse } from '@netfleet/contracts';
import { type DataTableSort, FormField, Icon, Loader, useI18nLanguage } from '@netfleet/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { LoadFailed } from '../../components/LoadFailed.js';
import { formatCount, LIST_SEARCH_DEBOUNCE_MS } from '../../components/list/listFormat.js';
import { TablePreferencesMenu } from '../../components/tablePreferences/TablePreferencesMenu.js';
import { type TablePreferences, visibleColumns } from '../../components/tablePreferences/tablePreferences.js';
import { useTablePreferences } from '../../components/tablePreferences/useTablePreferences.js';
import { useTexts } from '../../i18n/useTexts.js';
import { readTimeZone } from '../../settings/timeZone.js';
import { AddDeviceButtons } from './actions/AddDeviceButtons.js';
import { DeviceBulkSlot, type DeviceListSelection } from './DeviceBulkSlot.js';
import { DevicesGrid } from './DevicesGrid.js';
import { DEFAULT_HIDDEN_DEVICE_COLUMNS, deviceGridColumns, exportFields } from './deviceColumns.js';
import type { DeviceRow } from './deviceRow.js';
import {
  activeFilterCount,
  DEVICE_PAGE_SIZES,
  type DeviceFilters,
  type DevicesSearch,
  devicesPageSize,
  filtersOf,
  panelFilterCount,
  toApiFilters,
  toDeviceQuery,
  toDevicesListParams,
  validateDevicesSearch,
} from './devicesSearch.js';
import { DeviceExportMenu } from './export/DeviceExportMenu.js';
import { DevicesViewSwitch } from './map/DevicesViewSwitch.js';
import { devicesTexts } from './texts.js';
import { SavedViewsMenu } from './views/SavedViewsMenu.js';
import type { SavedView } from './views/savedViews.js';

const route = getRouteApi('/shell/management/devices');
const DeviceFiltersPanel = lazy(() =>
  import('./filters/DeviceFiltersPanel.js').then((module) => ({ default: module.DeviceFiltersPanel })),
);
// The map view and MapLibre load only when the map is chosen: the list's first load stays as it was.
const FleetMap = lazy(() => import('./map/FleetMap.js').then((module) => ({ default: module.FleetMap })));

/** The list's meta of a page (`select` of the page's query). */
function metaOf(page: ListResponse<DeviceRow>) {
  return page.meta as { total: number; next?: string; total_estimated?: boolean };
}

/** The table preferences' id of the devices list (`table:devices`). */
export const DEVICES_TABLE_ID = 'devices';

/** Height of the grid: the window below the page's header, at least 320 px. */
const measureGridHeight = () =>
  typeof window === 'undefined' ? 600 : Math.max(320, window.innerHeight - 300);

function useGridHeight(): number {
  const measure = measureGridHeight;
  const [height, setHeight] = useState(measure);
  useEffect(() => {
    const onResize = () => setHeight(measureGridHeight());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/**
 * `/management/devices`: the fleet in a virtualized grid, one server page (up to 1000 rows)
 * at a time with keyset paging; filters, search, sort, page size and the page's cursor in
 * the URL; columns, their order and the page size in the user's table preferences; saved
 * views; selection of rows, of the page, or of everything matching for bulk actions; CSV and
 * XLSX export; live status of the rows on screen.
 */
export function DevicesPage() {
  const t = useTexts(devicesTexts);
  const client = useApiClient();
  const { env, toasts } = useConsole();
  const navigate = useNavigate();
  const search = route.useSearch() as DevicesSearch;
  const { preferences, save } = useTablePreferences(DEVICES_TABLE_ID);
  const pageSize = devicesPageSize(search, preferences.pageSize);
  const params = toDevicesListParams(search, pageSize);
  // The request is what the params say: a new params object with the same values is the same query.
  const paramsKey = JSON.stringify(params);
  const options = useMemo(
    () => ({
      ...devicesQueryOptions(client, JSON.parse(paramsKey) as DeviceListParams),
      placeholderData: keepPreviousData,
    }),
    [client, paramsKey],
  );
  // The page reads only the list's meta: a live row change (a new `data`, the same `meta`)
  // re-renders the grid, not the whole page.
  const query = useQuery({ ...options, select: metaOf });
  const meta = query.data;

  const changeSearch = useCallback(
    (update: Partial<DevicesSearch>, options?: { replace?: boolean }) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => validateDevicesSearch({ ...previous, ...update }),
        replace: options?.replace ?? false,
      } as unknown as Parameters<typeof navigate>[0]);
    },
    [navigate],
  );

  // ---- columns and preferences -------------------------------------------------------------------
  const timeZone = readTimeZone(env.cookies) ?? undefined;
  // "5 minutes ago" in the user's language: the platform's Intl speaks all four, nothing to load.
  const { language: locale } = useI18nLanguage();
  const columns = useMemo(() => deviceGridColumns(t, { timeZone, locale }), [t, timeZone, locale]);
  const effective: TablePreferences = useMemo(
    () => ({ ...preferences, hidden: preferences.hidden ?? [...DEFAULT_HIDDEN_DEVICE_COLUMNS] }),
    [preferences],
  );
  const shown = useMemo(() => visibleColumns(columns, effective), [columns, effective]);
  const changePreferences = (change: TablePreferences) => {
    save(change).catch(() => toasts.error(t('views.saveFailed')));
    if (change.pageSize !== undefined) changeSearch({ pageSize: change.pageSize, after: undefined });
  };

  // ---- search box -------------------------------------------------------------------------------
  const [text, setText] = useState(search.q ?? '');
  useEffect(() => setText(search.q ?? ''), [search.q]);
  useEffect(() => {
    const q = text.trim();
    if (q === (search.q ?? '')) return;
    const timer = setTimeout(
      () => changeSearch({ q: q || undefined, after: undefined }, { replace: true }),
      LIST_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search.q, changeSearch]);

  // ---- selection: rows (kept across pages) or everything matching --------------------------------
  const filterKey = JSON.stringify(filtersOf(search));
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const [allMatching, setAllMatching] = useState(false);
  const lastFilterKey = useRef(filterKey);
  if (lastFilterKey.current !== filterKey) {
    // Other filters are another list: the selection made in the old one does not carry over.
    lastFilterKey.current = filterKey;
    if (picked.size > 0) setPicked(new Set());
    if (allMatching) setAllMatching(false);
  }
  const clearSelection = () => {
    setAllMatching(false);
    setPicked(new Set());
  };
  const total = meta?.total ?? 0;
  const selectedTotal = allMatching ? total : picked.size;
  const selection: DeviceListSelection | null = allMatching
    ? { kind: 'filter', filter: toDeviceQuery(filtersOf(search)) as DeviceFilters, count: total }
    : picked.size > 0
      ? { kind: 'ids', ids: [...picked].map(Number) }
      : null;

  // ---- keyset paging --------------------------------------------------------------------------------
  // The cursors of the pages before this one (this tab's own way back; the URL holds the current).
  const cursors = useRef<(string | undefined)[]>([]);
  const lastPagingKey = useRef('');
  const pagingKey = `${filterKey}|${search.sort ?? ''}|${pageSize}`;
  if (lastPagingKey.current !== pagingKey) {
    lastPagingKey.current = pagingKey;
    cursors.current = [];
  }
  const goNext = () => {
    if (!meta?.next) return;
    cursors.current.push(search.after);
    changeSearch({ after: meta.next });
  };
  const nextAvailable = meta?.next !== undefined && !query.isPlaceholderData;
  const goPrevious = () => changeSearch({ after: cursors.current.pop() });
  const goFirst = () => {
    cursors.current = [];
    changeSearch({ after: undefined });
  };

  // ---- export and views ----------------------------------------------------------------------------
  const apiBase = resolveApiBase(
    '/api',
    `api_review=${env.cookies.read('api_review') ?? ''}`,
    // No window where the server renders the page's first view (src/firstView).
    typeof window === 'undefined' ? 'https:' : window.location.protocol,
  );
  const fields = exportFields(shown.map((column) => column.id));
  const applyView = (view: SavedView) => {
    changePreferences({ order: view.columns.order, hidden: view.columns.hidden });
    void navigate({ to: '.', search: () => view.search } as unknown as Parameters<typeof navigate>[0]);
  };

  const sort = useMemo(
    () => (search.sort ? { id: search.sort.replace(/^-/, ''), desc: search.sort.startsWith('-') } : null),
    [search.sort],
  );
  const onSortChange = useCallback(
    (next: DataTableSort) => changeSearch({ sort: next.desc ? `-${next.id}` : next.id, after: undefined }),
    [changeSearch],
  );
  const onPickedChange = useCallback((next: ReadonlySet<string>) => {
    setAllMatching(false);
    setPicked(next);
  }, []);
  const selectPageLabel = useCallback(
    (count: number) => t('selection.selectPage', { count, n: formatCount(count) }),
    [t],
  );
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(search);
  const panelCount = panelFilterCount(search);
  const clearFilters = () =>
    void navigate({
      to: '.',
      search: () =>
        validateDevicesSearch({ sort: search.sort, pageSize: search.pageSize, view: search.view }),
    } as unknown as Parameters<typeof navigate>[0]);
  const height = useGridHeight();
  const mapView = search.view === 'map';

  const countText =
    meta === undefined
      ? '\u00a0'
      : meta.total_estimated
        ? t('countAbout', { count: meta.total, n: formatCount(meta.total) })
        : t('count', { count: meta.total, n: formatCount(meta.total) });

  const empty =
    filterCount > 0 ? (
      <div className="devices-empty" role="status">
        <p className="devices-empty__title">{t('noMatch')}</p>
        <button type="button" className="nf-button" onClick={clearFilters}>
          {t('clearFilters')}
        </button>
      </div>
    ) : (
      <div className="devices-empty" role="status">
        <p className="devices-empty__title">{t('emptyFleet')}</p>
        <p>{t('emptyFleetHint')}</p>
      </div>
    );

  return (
    <div className="page list-page devices-page">
      <header className="page__header">
        <div>
          <h1 className="page__title">{t('title')}</h1>
          <p className="page__count" aria-live="polite">
            {countText}
            {meta?.total_estimated ? (
              <span className="devices-page__estimate" title={t('estimateNote')}>
                <Icon name="info" size={14} />
                <span className="nf-visually-hidden">{t('estimateNote')}</span>
              </span>
            ) : null}
          </p>
        </div>
        <div className="page__tools">
          <search>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                changeSearch({ q: text.trim() || undefined, after: undefined }, { replace: true });
              }}
            >
              <FormField label={t('searchLabel')} className="list-page__search">
                {(control) => (
                  <span className="search-input">
                    <Icon name="search" className="search-input__icon" />
                    <input
                      {...control}
                      type="search"
                      className="nf-input"
                      placeholder={t('searchPlaceholder')}
                      value={text}
                      onChange={(event) => setText(event.target.value)}
                    />
                  </span>
                )}
              </FormField>
            </form>
          </search>
          <button
            type="button"
            className="nf-button"
            aria-expanded={filtersOpen}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('filters.button')}
            {panelCount > 0 ? (
              <span className="devices-page__badge">{t('filters.active', { count: panelCount })}</span>
            ) : null}
          </button>
          {filterCount > 0 ? (
            <button type="button" className="nf-button" onClick={clearFilters}>
              {t('clearFilters')}
            </button>
          ) : null}
          <SavedViewsMenu
            search={{ ...filtersOf(search), ...(search.sort && { sort: search.sort }) }}
            columns={{ order: effective.order, hidden: effective.hidden }}
            onApply={applyView}
          />
          <DeviceExportMenu
            hrefOf={(format) =>
              exportDevicesUrl(
                { ...toApiFilters(search), ...(search.sort && { sort: search.sort }) },
                fields,
                format,
                apiBase,
              )
            }
          />
          <TablePreferencesMenu
            columns={columns}
            preferences={effective}
            onChange={changePreferences}
            pageSizes={DEVICE_PAGE_SIZES}
            pageSize={pageSize}
          />
          <AddDeviceButtons />
          <DevicesViewSwitch
            view={mapView ? 'map' : 'list'}
            onChange={(view) => changeSearch({ view: view === 'map' ? 'map' : undefined, after: undefined })}
          />
        </div>
      </header>
      {filtersOpen ? (
        <Suspense fallback={<Loader label={t('loading')} />}>
          <DeviceFiltersPanel
            filters={filtersOf(search)}
            onApply={(filters) => {
              void navigate({
                to: '.',
                search: () =>
                  validateDevicesSearch({
                    ...filters,
                    sort: search.sort,
                    pageSize: search.pageSize,
                    view: search.view,
                  }),
              } as unknown as Parameters<typeof navigate>[0]);
            }}
            onClose={() => setFiltersOpen(false)}
          />
        </Suspense>
      ) : null}
      {selection ? (
        <section
          className="devices-selection"
          aria-label={t('selection.selected', { count: selectedTotal, n: formatCount(selectedTotal) })}
        >
          <span className="devices-selection__count" aria-live="polite">
            {allMatching
              ? t('selection.allMatchingSelected', { n: formatCount(total) })
              : t('selection.selected', { count: picked.size, n: formatCount(picked.size) })}
          </span>
          {!allMatching && total > picked.size ? (
            <button type="button" className="nf-button" onClick={() => setAllMatching(true)}>
              {t('selection.selectAllMatching', {
                n: meta?.total_estimated ? `~${formatCount(total)}` : formatCount(total),
              })}
            </button>
          ) : null}
          <button type="button" className="nf-button" onClick={clearSelection}>
            {t('selection.clear')}
          </button>
          <DeviceBulkSlot selection={selection} />
        </section>
      ) : null}
      {query.isError ? (
        <LoadFailed title={t('loadFailed')} message={query.error.message} onRetry={query.refetch} />
      ) : null}
      {mapView ? (
        <Suspense fallback={<Loader label={t('loading')} />}>
          <FleetMap filters={filtersOf(search)} />
        </Suspense>
      ) : (
        <DevicesGrid
          options={options}
          caption={t('title')}
          loadingLabel={t('loading')}
          selectPageLabel={selectPageLabel}
          empty={empty}
          columns={shown}
          height={height}
          sort={sort}
          onSortChange={onSortChange}
          picked={picked}
          allMatching={allMatching}
          onPickedChange={onPickedChange}
        />
      )}
      {!mapView && meta !== undefined && (meta.total > 0 || search.after) ? (
        <nav className="devices-pager" aria-label={t('pager.label')}>
          {/* Unavailable, a button says so with aria-disabled and keeps the focus: a disabled one
              drops it to the page, and a keyboard user pressing Next lost their place each time. */}
          <button
            type="button"
            className="nf-button"
            aria-disabled={!search.after || undefined}
            onClick={search.after ? goFirst : undefined}
          >
            {t('pager.first')}
          </button>
          <button
            type="button"
            className="nf-button"
            aria-disabled={!search.after || undefined}
            onClick={search.after ? goPrevious : undefined}
          >
            {t('pager.previous')}
          </button>
          <button
            type="button"
            className="nf-button"
            aria-disabled={!nextAvailable || undefined}
            onClick={nextAvailable ? goNext : undefined}
          >
            {t('pager.next')}
          </button>
          <label className="devices-pager__size">
            {t('pager.pageSize')}
            <select
              className="nf-input"
              value={pageSize}
              onChange={(event) => changePreferences({ pageSize: Number(event.target.value) })}
            >
              {DEVICE_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </nav>
      ) : null}
    </div>
  );
}
