import type { RemoteSessionListParams } from '@netfleet/api-client';
import type { RemoteAccessProtocol } from '@netfleet/contracts';
import { dayParam, dayStart } from '../../../components/list/dayParam.js';
import { createListSearch, positiveInteger } from '../../../components/list/listSearch.js';
import { isRemoteAccessProtocol } from '../remoteAccessSearch.js';

/** The access history's own filters in the URL. */
export interface AccessHistoryFilters {
  [key: string]: string | number | undefined;
  protocol?: RemoteAccessProtocol;
  device_id?: number;
  /** One entry's sessions (from an entry's page). */
  access_id?: number;
  /** First and last day of the start, `YYYY-MM-DD`, in the browser's time zone. */
  from?: string;
  to?: string;
}

/**
 * The `/access-history` URL: paging, newest first, search (user, device, entry), and the
 * filters: `protocol`, `device_id`, `access_id`, `from` and `to` (days). Malformed values are
 * dropped, never thrown.
 */
export const accessHistorySearch = createListSearch({
  sortable: ['id', 'started_at'],
  defaultSort: '-id',
  filterKeys: ['protocol', 'device_id', 'access_id', 'from', 'to'],
  filters: (raw): AccessHistoryFilters => {
    const filters: AccessHistoryFilters = {};
    if (isRemoteAccessProtocol(raw.protocol)) filters.protocol = raw.protocol;
    const device = positiveInteger(raw.device_id);
    if (device !== undefined) filters.device_id = device;
    const access = positiveInteger(raw.access_id);
    if (access !== undefined) filters.access_id = access;
    const from = dayParam(raw.from);
    if (from) filters.from = from;
    const to = dayParam(raw.to);
    if (to) filters.to = to;
    return filters;
  },
});

/**
 * The list request of the URL: one protocol as the API's list, the days as the start's
 * bounds (`to` includes its whole day).
 */
export function accessHistoryParams({
  protocol,
  from,
  to,
  ...params
}: ReturnType<typeof accessHistorySearch.toParams>): RemoteSessionListParams {
  return {
    ...params,
    ...(protocol && { protocol: [protocol] }),
    ...(from && { started_after: dayStart(from) }),
    ...(to && { started_before: dayStart(to, 1) }),
  };
}
