import type { ListResponse } from '@netfleet/contracts';
import {
  DataTable,
  type DataTableColumn,
  type DataTableSort,
  FormField,
  Icon,
  Pagination,
} from '@netfleet/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useConsole } from '../../bootstrap/ConsoleContext.js';
import { useTexts } from '../../i18n/useTexts.js';
import { LoadFailed } from '../LoadFailed.js';
import { TablePreferencesMenu } from '../tablePreferences/TablePreferencesMenu.js';
import type { TablePreferences } from '../tablePreferences/tablePreferences.js';
import { visibleColumns } from '../tablePreferences/tablePreferences.js';
import { formatCount, LIST_SEARCH_DEBOUNCE_MS } from './listFormat.js';
import {
  formatSort,
  LIST_PAGE_SIZES,
  type ListSearch,
  parseSort,
  type ResolvedListSearch,
} from './listSearch.js';
import { listTexts } from './texts.js';
import { useListPreferences } from './useListPreferences.js';

/** Re-exported for the list pages that import it from here. */
export { formatCount };

/** Props of {@link ListView}. */
export interface ListViewProps<TRow> {
  /** The page heading (the route's title in the user's language). */
  title: string;
  /** Visible count under the heading: "12 tags". */
  countText: (total: number) => string;
  /** The table's accessible name. */
  caption: string;
  columns: readonly DataTableColumn<TRow>[];
  getRowId: (row: TRow) => string | number;
  query: UseQueryResult<ListResponse<TRow>, Error>;
  search: ResolvedListSearch;
  onSearchChange: (update: Partial<ListSearch>, options?: { replace?: boolean }) => void;
  /** Label and placeholder of the search box; no search box without them. */
  searchLabel?: string;
  searchPlaceholder?: string;
  /** Shown when the list is empty and nothing is searched (a search that finds nothing says so). */
  emptyText: string;
  /** Title of the error shown when the rows cannot be loaded. Defaults to a generic one. */
  loadFailedText?: string;
  /** Buttons beside the heading ("Add tag"): only those the user may use. */
  actions?: ReactNode;
  /** Content between the heading and the table (filters, notes). */
  children?: ReactNode;
  /** 2 for a list inside a page (a tab), whose page already has the `h1`. Defaults to 1. */
  headingLevel?: 1 | 2;
  /**
   * Key of the table's preferences (columns, order, page size) in the per-user storage
   * (`table:{tableId}`). Defaults to the current route's name.
   */
  tableId?: string;
}

/**
 * A list page of the console: heading with the count and the actions, a search box that
 * follows the URL, the table with its loading, empty and error states (with a retry), and
 * the pager. Sorting, paging and search live in the URL (`onSearchChange`); the previous
 * page stays on screen while the next one loads. The table settings menu keeps the user's
 * columns, their order and the page size in the per-user storage (`table:{tableId}`).
 */
export function ListView<TRow>({
  title,
  countText,
  caption,
  columns,
  getRowId,
  query,
  search,
  onSearchChange,
  searchLabel,
  searchPlaceholder,
  emptyText,
  loadFailedText,
  actions,
  children,
  headingLevel = 1,
  tableId,
}: ListViewProps<TRow>) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const t = useTexts(listTexts);
  const { toasts } = useConsole();
  const { preferences, save } = useListPreferences(tableId);
  const shownColumns = useMemo(() => visibleColumns(columns, preferences), [columns, preferences]);
  const preferenceColumns = useMemo(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: typeof column.header === 'string' ? column.header : column.id,
      })),
    [columns],
  );
  const changePreferences = (change: TablePreferences) => {
    save(change).catch(() => toasts.error(t('preferencesFailed')));
    if (change.pageSize !== undefined) onSearchChange({ pageSize: change.pageSize, page: 1 });
  };
  const [text, setText] = useState(search.q ?? '');

  // The URL wins when it changes from outside (back button, a link, global search's "View in table").
  useEffect(() => {
    setText(search.q ?? '');
  }, [search.q]);

  useEffect(() => {
    const q = text.trim();
    if (q === (search.q ?? '')) return;
    const timer = setTimeout(
      () => onSearchChange({ q: q || undefined, page: 1 }, { replace: true }),
      LIST_SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [text, search.q, onSearchChange]);

  const rows = query.data?.data ?? [];
  const total = query.data?.meta.total;
  const pageCount = total === undefined ? search.page : Math.max(1, Math.ceil(total / search.pageSize));

  return (
    <div className={headingLevel === 1 ? 'page list-page' : 'list-page'}>
      <header className="page__header">
        <div>
          <Heading className="page__title">{title}</Heading>
          <p className="page__subtitle" aria-live="polite">
            {total === undefined ? '\u00a0' : countText(total)}
          </p>
        </div>
        <div className="page__tools">
          {searchLabel ? (
            <search>
              <form
                onSubmit={(event) => {
                  // Enter searches at once instead of waiting for the typing pause.
                  event.preventDefault();
                  onSearchChange({ q: text.trim() || undefined, page: 1 }, { replace: true });
                }}
              >
                <FormField label={searchLabel} className="list-page__search">
                  {(control) => (
                    <span className="search-input">
                      <Icon name="search" className="search-input__icon" />
                      <input
                        {...control}
                        type="search"
                        className="nf-input"
                        placeholder={searchPlaceholder}
                        value={text}
                        onChange={(event) => setText(event.target.value)}
                      />
                    </span>
                  )}
                </FormField>
              </form>
            </search>
          ) : null}
          {actions}
          <TablePreferencesMenu
            columns={preferenceColumns}
            preferences={preferences}
            onChange={changePreferences}
            pageSizes={LIST_PAGE_SIZES}
            pageSize={search.pageSize}
          />
        </div>
      </header>
      {children}
      {query.isError ? (
        <LoadFailed
          title={loadFailedText ?? t('loadFailed')}
          message={query.error.message}
          onRetry={query.refetch}
        />
      ) : null}
      <DataTable
        caption={caption}
        hideCaption
        columns={shownColumns}
        rows={rows}
        getRowId={getRowId}
        loading={query.isPending}
        busy={query.isPlaceholderData || (query.isFetching && !query.isPending)}
        loadingLabel={t('loading')}
        emptyText={
          query.isError
            ? (loadFailedText ?? t('notLoaded'))
            : search.q
              ? t('noMatches', { q: search.q })
              : emptyText
        }
        sort={parseSort(search.sort)}
        onSortChange={(sort: DataTableSort) => onSearchChange({ sort: formatSort(sort), page: 1 })}
        footer={
          <Pagination
            page={search.page}
            pageCount={pageCount}
            onPageChange={(page) => onSearchChange({ page })}
            pageSize={search.pageSize}
            pageSizeOptions={LIST_PAGE_SIZES}
            onPageSizeChange={(pageSize) => changePreferences({ pageSize })}
            disabled={query.isPending}
          />
        }
      />
    </div>
  );
}
