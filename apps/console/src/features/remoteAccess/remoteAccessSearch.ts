import type { RemoteAccessListParams } from '@netfleet/api-client';
import { REMOTE_ACCESS_PROTOCOLS, type RemoteAccessProtocol } from '@netfleet/contracts';
import { createListSearch } from '../../components/list/listSearch.js';

/** True for one of the entry protocols. */
export function isRemoteAccessProtocol(value: unknown): value is RemoteAccessProtocol {
  return typeof value === 'string' && (REMOTE_ACCESS_PROTOCOLS as readonly string[]).includes(value);
}

/**
 * The `/remote/access` URL: paging, sort (by name unless it says otherwise), search, and
 * `?protocol=ssh` (one protocol; anything else is dropped).
 */
export const remoteAccessSearch = createListSearch({
  sortable: ['name', 'protocol', 'device_name', 'created_at'],
  defaultSort: 'name',
  filterKeys: ['protocol'],
  filters: (raw): { protocol?: RemoteAccessProtocol } =>
    isRemoteAccessProtocol(raw.protocol) ? { protocol: raw.protocol } : {},
});

/** The list request of a page of the URL: the one protocol of the URL as the API's list. */
export function remoteAccessParams({
  protocol,
  ...params
}: ReturnType<typeof remoteAccessSearch.toParams>): RemoteAccessListParams {
  return protocol ? { ...params, protocol: [protocol] } : params;
}
