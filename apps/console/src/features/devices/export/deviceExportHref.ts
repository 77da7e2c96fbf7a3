import { type DevicesSearch, toDeviceQuery } from '../devicesSearch.js';

/** Formats of `GET /devices/export`. */
export type DeviceExportFormat = 'csv' | 'xlsx';

/**
 * The address of `GET /devices/export` for everything the list matches (its filters, search
 * and sort, no paging) with these fields as columns. A plain link: the browser streams the
 * file to disk (a million rows never sit in the page's memory), authenticated by the session
 * cookie like every API call.
 *
 * @example
 * deviceExportHref('/api', { status: '0', sort: 'name' }, ['name', 'serial'], 'csv');
 * // '/api/devices/export?status=0&format=csv&fields=name%2Cserial&sort=name'
 */
export function deviceExportHref(
  apiBase: string,
  search: DevicesSearch,
  fields: readonly string[],
  format: DeviceExportFormat,
  now = Date.now(),
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toDeviceQuery(search, now))) params.set(key, String(value));
  params.set('format', format);
  params.set('fields', fields.join(','));
  if (search.sort) params.set('sort', search.sort);
  return `${apiBase.replace(/\/$/, '')}/devices/export?${params}`;
}
