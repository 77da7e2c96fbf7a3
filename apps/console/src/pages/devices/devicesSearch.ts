import type { ListParams } from '@netfleet/contracts';
import type { DataTableSort } from '@netfleet/ui-kit';

/** Page sizes the devices table offers. */
export const DEVICE_PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** Rows per page unless the URL says otherwise. */
export const DEFAULT_DEVICE_PAGE_SIZE = 25;

/** Columns the server sorts devices by (contracts' DEVICE_SORT_FIELDS that the table shows). */
export const DEVICE_SORTABLE_COLUMNS = ['name', 'serial', 'model', 'firmware', 'status'] as const;

/**
 * The devices page's URL search params: `?page=2&pageSize=50&sort=-name&q=rut`.
 * Defaults (page 1, {@link DEFAULT_DEVICE_PAGE_SIZE} rows) are left out of the URL.
 */
export interface DevicesSearch {
  /** Counted from 1. */
  page?: number;
  pageSize?: number;
  /** A column of {@link DEVICE_SORTABLE_COLUMNS}, `-` first for descending. */
  sort?: string;
  q?: string;
}

/** {@link DevicesSearch} with the defaults filled in. */
export interface ResolvedDevicesSearch extends DevicesSearch {
  page: number;
  pageSize: number;
}

function positiveInteger(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 1 ? number : undefined;
}

function isSortableColumn(column: string): boolean {
  return (DEVICE_SORTABLE_COLUMNS as readonly string[]).includes(column);
}

/**
 * `validateSearch` of the devices route. Anything malformed or equal to the default
 * is dropped, so a hand-edited URL never breaks the page and URLs stay short.
 */
export function validateDevicesSearch(raw: Record<string, unknown>): DevicesSearch {
  const search: DevicesSearch = {};
  const page = positiveInteger(raw.page);
  if (page !== undefined && page !== 1) search.page = page;
  const pageSize = positiveInteger(raw.pageSize);
  if (
    pageSize !== undefined &&
    pageSize !== DEFAULT_DEVICE_PAGE_SIZE &&
    DEVICE_PAGE_SIZES.includes(pageSize)
  ) {
    search.pageSize = pageSize;
  }
  if (typeof raw.sort === 'string' && isSortableColumn(raw.sort.replace(/^-/, ''))) search.sort = raw.sort;
  const q = typeof raw.q === 'string' ? raw.q.trim() : typeof raw.q === 'number' ? String(raw.q) : '';
  if (q) search.q = q;
  return search;
}

/** Fills in page 1 and the default page size. */
export function resolveDevicesSearch(search: DevicesSearch): ResolvedDevicesSearch {
  return { ...search, page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_DEVICE_PAGE_SIZE };
}

/** The list request of one page. */
export function toDeviceListParams(search: DevicesSearch): ListParams {
  const { page, pageSize } = resolveDevicesSearch(search);
  const params: ListParams = { limit: pageSize, offset: (page - 1) * pageSize };
  if (search.sort) params.sort = search.sort;
  if (search.q) params.q = search.q;
  return params;
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
