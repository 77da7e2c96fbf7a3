import type { ListParams } from '@netfleet/contracts';
import type { DataTableSort } from '@netfleet/ui-kit';
import { ownSearchKeys } from '../../router/searchParams.js';

/** Page sizes a list offers. */
export const LIST_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** Rows per page unless the URL says otherwise. */
export const DEFAULT_LIST_PAGE_SIZE = 25;

/**
 * A list page's URL search params: `?page=2&pageSize=50&sort=-name&q=rut`, plus the
 * list's own filters. Defaults (page 1, 25 rows) are left out of the URL.
 */
export interface ListSearch {
  /** Counted from 1. */
  page?: number;
  pageSize?: number;
  /** A sortable column, `-` first for descending. */
  sort?: string;
  q?: string;
}

/** {@link ListSearch} with the defaults filled in. */
export type ResolvedListSearch<S extends ListSearch = ListSearch> = S & { page: number; pageSize: number };

/** A list's own filters in the URL (`company_id`, `parent_id`). */
export type ListFilters = Record<string, number | string | undefined>;

/** What a list route declares about its search params. */
export type ListSearchOptions<F extends ListFilters> = {
  /** Columns the server sorts by. */
  sortable: readonly string[];
  /** Sort when the URL names none (left out of the URL). */
  defaultSort?: string;
} & (
  | { filters?: undefined; filterKeys?: undefined }
  | {
      /** Validates the list's own filters (`company_id`): return only the valid ones. */
      filters: (raw: Record<string, unknown>) => F;
      /**
       * The URL keys `filters` reads, required with it: a key it drops must not reach the
       * page as typed, and only these are sent to the API.
       */
      filterKeys: readonly (keyof F & string)[];
    }
);

/** The search-param functions of one list route. */
export interface ListSearchSchema<F extends ListFilters> {
  /** `validateSearch` of the route: malformed values and defaults are dropped, never thrown. */
  validate: (raw: Record<string, unknown>) => ListSearch & F;
  resolve: (search: ListSearch & F) => ResolvedListSearch<ListSearch & F>;
  /** The list request of the page the URL shows (`limit`, `offset`, `sort`, `q`, the filters). */
  toParams: (search: ListSearch & F) => ListParams & F;
}

/** A positive whole number, or undefined. */
export function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}

/**
 * The search params of a paged, sorted, searchable list, validated as a route's
 * `validateSearch`: a hand-edited URL never breaks the page, and URLs stay short.
 *
 * @example
 * const tagsSearch = createListSearch({ sortable: ['name', 'created_at'], defaultSort: '-created_at' });
 * createRoute({ path: 'tags', validateSearch: tagsSearch.validate, ... });
 */
export function createListSearch<F extends ListFilters = Record<never, never>>(
  options: ListSearchOptions<F>,
): ListSearchSchema<F> {
  const { sortable, defaultSort, filters, filterKeys = [] } = options;
  const validate = ownSearchKeys(['page', 'pageSize', 'sort', 'q', ...filterKeys], (raw): ListSearch & F => {
    const search: ListSearch = {};
    const page = positiveInteger(raw.page);
    if (page !== undefined && page !== 1) search.page = page;
    const pageSize = positiveInteger(raw.pageSize);
    if (pageSize !== undefined && pageSize !== DEFAULT_LIST_PAGE_SIZE && LIST_PAGE_SIZES.includes(pageSize)) {
      search.pageSize = pageSize;
    }
    if (
      typeof raw.sort === 'string' &&
      raw.sort !== defaultSort &&
      sortable.includes(raw.sort.replace(/^-/, ''))
    ) {
      search.sort = raw.sort;
    }
    const q = typeof raw.q === 'string' ? raw.q.trim() : typeof raw.q === 'number' ? String(raw.q) : '';
    if (q) search.q = q;
    return { ...(filters ? filters(raw) : ({} as F)), ...search };
  });
  const resolve = (search: ListSearch & F) => ({
    ...search,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? DEFAULT_LIST_PAGE_SIZE,
  });
  const toParams = (search: ListSearch & F): ListParams & F => {
    const { page, pageSize, sort, q } = resolve(search);
    const params: ListParams = { limit: pageSize, offset: (page - 1) * pageSize };
    const order = sort ?? defaultSort;
    if (order) params.sort = order;
    if (q) params.q = q;
    // Only the list's own filters: the search also holds whatever else the URL says.
    const own: Record<string, unknown> = {};
    for (const key of filterKeys) if (search[key] !== undefined) own[key] = search[key];
    return { ...(own as F), ...params };
  };
  return { validate, resolve, toParams };
}

/** `-name` → `{ id: 'name', desc: true }`. */
export function parseSort(sort: string | undefined): DataTableSort | null {
  if (!sort) return null;
  const desc = sort.startsWith('-');
  return { id: desc ? sort.slice(1) : sort, desc };
}

/** `{ id: 'name', desc: true }` → `-name`. */
export function formatSort(sort: DataTableSort): string {
  return sort.desc ? `-${sort.id}` : sort.id;
}
