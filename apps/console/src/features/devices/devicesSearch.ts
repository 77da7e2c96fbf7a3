import type { DeviceFilters as ApiDeviceFilters, DeviceListParams } from '@netfleet/api-client';
import { DEVICE_LIST, decodeListCursor } from '@netfleet/contracts';
import { createListSearch, positiveInteger } from '../../components/list/listSearch.js';
import { ownSearchKeys } from '../../router/searchParams.js';

/** Page sizes of the devices list; the grid is virtualized, so long pages stay smooth. */
export const DEVICE_PAGE_SIZES: readonly number[] = [25, 50, 100, 250, 500, 1000];

/** Rows per page unless the URL or the user's table preferences say otherwise. */
export const DEFAULT_DEVICE_PAGE_SIZE = 100;

/** Fields the server sorts devices by (contracts' `DEVICE_SORT_FIELDS` that the list shows). */
export const DEVICE_SORTABLE = [
  'name',
  'status',
  'last_seen_at',
  'model',
  'family',
  'serial',
  'mac',
  'imei',
  'firmware',
  'company_name',
  'signal',
  'operator',
  'data_used_bytes',
  'ip',
  'latitude',
] as const;

/**
 * The URL of a paged device list inside another page (a company's devices tab): page, page
 * size, sort and search (`?page=2&sort=-name&q=rut`).
 */
export const devicesTabSearch = createListSearch({ sortable: DEVICE_SORTABLE });

/** "Last seen" choices of the filter: within an hour, a day, a week, or longer ago than a week. */
export const LAST_SEEN_CHOICES = ['1h', '24h', '7d', 'old'] as const;
export type LastSeenChoice = (typeof LAST_SEEN_CHOICES)[number];

/** Capability flags the list filters by (device-capabilities' derived flags). */
export const CAPABILITY_FILTERS = [
  'has_gps',
  'has_wifi',
  'has_mobile',
  'has_esim',
  'has_io',
  'has_second_modem',
  'has_lan',
] as const;

/**
 * The devices list's filters as the URL holds them (`?status=0,1&family=RUT&firmware_below=7.6`):
 * the names are the query parameters of `GET /devices`, except `seen`, which becomes
 * `seen_after`/`seen_before` when the request is made.
 */
export interface DeviceFilters {
  /** Comma list of statuses (0 Offline, 1 Online, 2 Pending, 3 Not Activated). */
  status?: string;
  /** Comma list of model families (`RUT,TRB`). */
  family?: string;
  /** Comma list of models. */
  model?: string;
  /** A version such as `7.6` or `07.06.10`. */
  firmware_below?: string;
  company_id?: number;
  /** With `company_id`: its subsidiaries' devices too. */
  subsidiaries?: 1;
  /** Comma list of tag ids (any of them). */
  tag_id?: string;
  /** Comma list of capability flags (all of them). */
  capability?: string;
  seen?: LastSeenChoice;
  /** Name, serial, MAC or IMEI. */
  q?: string;
}

/** The devices list's URL: its filters, sort, page size, and the keyset cursor of the page. */
export interface DevicesSearch extends DeviceFilters {
  /** A sortable column, `-` first for descending. */
  sort?: string;
  pageSize?: number;
  /** `meta.next` of the page before: the page shown starts after it. */
  after?: string;
  /** `map`: the located devices on a map (features/devices/map) instead of the list. */
  view?: 'map';
}

/** The filter keys (everything but paging and sort). */
export const FILTER_KEYS = [
  'status',
  'family',
  'model',
  'firmware_below',
  'company_id',
  'subsidiaries',
  'tag_id',
  'capability',
  'seen',
  'q',
] as const satisfies readonly (keyof DeviceFilters)[];

function text(value: unknown, max = 200): string | undefined {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return raw && raw.length <= max ? raw : undefined;
}

/** A comma list whose items all pass `accept`, de-duplicated; undefined when none is left. */
function commaList(value: unknown, accept: (item: string) => boolean): string | undefined {
  const raw = Array.isArray(value) ? value.join(',') : text(value, 2000);
  if (!raw) return undefined;
  const items = [...new Set(raw.split(',').map((item) => item.trim()))].filter(
    (item) => item && accept(item),
  );
  return items.length > 0 ? items.join(',') : undefined;
}

const VERSION = /^\d{1,3}(\.\d{1,3}){0,3}$/;
const MODEL = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Validates the devices list's URL (the route's `validateSearch`): a malformed value is
 * dropped, never thrown, and defaults are left out so URLs stay short.
 */
export const validateDevicesSearch = ownSearchKeys(
  [...FILTER_KEYS, 'sort', 'pageSize', 'after', 'view'],
  readDevicesSearch,
);

function readDevicesSearch(raw: Record<string, unknown>): DevicesSearch {
  const search: DevicesSearch = {};
  const status = commaList(raw.status, (item) => /^[0-3]$/.test(item));
  if (status) search.status = status;
  const family = commaList(raw.family, (item) => /^[A-Z]{2,6}$/i.test(item));
  if (family) search.family = family.toUpperCase();
  const model = commaList(raw.model, (item) => MODEL.test(item));
  if (model) search.model = model;
  const firmware = text(raw.firmware_below, 20);
  if (firmware && VERSION.test(firmware)) search.firmware_below = firmware;
  const company = positiveInteger(raw.company_id);
  if (company !== undefined) {
    search.company_id = company;
    if (raw.subsidiaries === 1 || raw.subsidiaries === '1' || raw.subsidiaries === true)
      search.subsidiaries = 1;
  }
  const tags = commaList(raw.tag_id, (item) => positiveInteger(item) !== undefined);
  if (tags) search.tag_id = tags;
  const capability = commaList(raw.capability, (item) =>
    (CAPABILITY_FILTERS as readonly string[]).includes(item),
  );
  if (capability) search.capability = capability;
  if ((LAST_SEEN_CHOICES as readonly unknown[]).includes(raw.seen)) search.seen = raw.seen as LastSeenChoice;
  const q = text(raw.q);
  if (q) search.q = q;
  if (
    typeof raw.sort === 'string' &&
    (DEVICE_SORTABLE as readonly string[]).includes(raw.sort.replace(/^-/, ''))
  )
    search.sort = raw.sort;
  const pageSize = positiveInteger(raw.pageSize);
  if (pageSize !== undefined && DEVICE_PAGE_SIZES.includes(pageSize)) search.pageSize = pageSize;
  // Opaque to the page, but a text the server did not write (hand-edited, cut short) or one
  // of another sort is dropped here: the list starts at its first page instead of a 422.
  const after = text(raw.after, 500);
  if (after && decodeListCursor(after)?.sort === (search.sort ?? DEVICE_LIST.defaultSort)) {
    search.after = after;
  }
  if (raw.view === 'map') search.view = 'map';
  return search;
}

/** Only the filters of a search (what a bulk action, an export or a saved view takes). */
export function filtersOf(search: DevicesSearch): DeviceFilters {
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) if (search[key] !== undefined) filters[key] = search[key];
  return filters as DeviceFilters;
}

/** How many filters are set (the search text counts as one). */
export function activeFilterCount(search: DevicesSearch): number {
  return FILTER_KEYS.filter((key) => key !== 'subsidiaries' && search[key] !== undefined).length;
}

/**
 * How many of the Filters panel's filters are set: the count its button shows. The search text
 * has its own box on the page, so it is not one of them.
 */
export function panelFilterCount(search: DevicesSearch): number {
  return activeFilterCount(search) - (search.q === undefined ? 0 : 1);
}

const HOUR_MS = 3_600_000;
const SEEN_MS: Record<LastSeenChoice, number> = {
  '1h': HOUR_MS,
  '24h': 24 * HOUR_MS,
  '7d': 7 * 24 * HOUR_MS,
  old: 7 * 24 * HOUR_MS,
};

/**
 * The query of `GET /devices` (and of the export and bulk filter) for these filters. `seen`
 * becomes `seen_after` (within) or `seen_before` (older than), to the minute: the same
 * minute gives the same query key, so the route's prefetch and the page share one request.
 */
export function toDeviceQuery(filters: DeviceFilters, now = Date.now()): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || key === 'seen') continue;
    query[key] = value;
  }
  if (filters.seen) {
    const minute = Math.floor(now / 60_000) * 60_000;
    const edge = new Date(minute - SEEN_MS[filters.seen]).toISOString();
    if (filters.seen === 'old') query.seen_before = edge;
    else query.seen_after = edge;
  }
  return query;
}

/** The items of a comma list. */
function items(list: string | undefined): string[] {
  return list ? list.split(',') : [];
}

/**
 * The filters as the API client takes them (`status: [0, 1]`, `subsidiaries: true`), for
 * `GET /devices` and its export; `seen` becomes a time as in {@link toDeviceQuery}.
 */
export function toApiFilters(filters: DeviceFilters, now = Date.now()): ApiDeviceFilters {
  const query = toDeviceQuery(filters, now);
  const api: ApiDeviceFilters = {};
  if (filters.status) api.status = items(filters.status).map(Number);
  if (filters.family) api.family = items(filters.family);
  if (filters.model) api.model = items(filters.model);
  if (filters.firmware_below) api.firmware_below = filters.firmware_below;
  if (filters.company_id !== undefined) api.company_id = filters.company_id;
  if (filters.subsidiaries) api.subsidiaries = true;
  if (filters.tag_id) api.tag_id = items(filters.tag_id).map(Number);
  if (filters.capability) api.capability = items(filters.capability) as ApiDeviceFilters['capability'];
  if (typeof query.seen_after === 'string') api.seen_after = query.seen_after;
  if (typeof query.seen_before === 'string') api.seen_before = query.seen_before;
  if (filters.q) api.q = filters.q;
  return api;
}

/** The page request of the list the URL shows: filters, sort, limit and the keyset cursor. */
export function toDevicesListParams(
  search: DevicesSearch,
  pageSize: number,
  now = Date.now(),
): DeviceListParams {
  return {
    ...toApiFilters(search, now),
    limit: search.pageSize ?? pageSize,
    ...(search.sort && { sort: search.sort }),
    ...(search.after && { after: search.after }),
  };
}

/** Rows per page: the URL's, else the user's stored choice (when still offered), else the default. */
export function devicesPageSize(search: DevicesSearch, preferred: number | undefined): number {
  if (search.pageSize !== undefined) return search.pageSize;
  return preferred !== undefined && DEVICE_PAGE_SIZES.includes(preferred)
    ? preferred
    : DEFAULT_DEVICE_PAGE_SIZE;
}
