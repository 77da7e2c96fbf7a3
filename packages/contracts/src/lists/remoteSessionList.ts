import { REMOTE_ACCESS_PROTOCOLS } from '../remoteAccessRow.js';
import { choiceListFilter, idFilter, timestampFilter } from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/**
 * `GET /remote/sessions` (view_device_remote_access): the access history of the devices in the
 * caller's scope, newest first; filters by user, device, entry, protocol and start time.
 */
export const REMOTE_SESSION_LIST = defineListSpec({
  fields: [
    'id',
    'access_id',
    'access_name',
    'protocol',
    'app',
    'device_id',
    'device_name',
    'company_id',
    'user_id',
    'user_email',
    'via_key',
    'from_ip',
    'started_at',
    'ended_at',
    'duration_s',
    'bytes_in',
    'bytes_out',
    'end_reason',
    'has_recording',
  ],
  searchFields: ['access_name', 'device_name', 'user_email', 'from_ip'],
  defaultSearchFields: ['access_name', 'device_name', 'user_email'],
  sortFields: ['id', 'started_at'],
  defaultSort: '-id',
  defaultLimit: 25,
  maxLimit: 100,
  filters: {
    user_id: idFilter('user_id'),
    device_id: idFilter('device_id'),
    access_id: idFilter('access_id'),
    protocol: choiceListFilter('protocol', REMOTE_ACCESS_PROTOCOLS),
    started_after: timestampFilter('started_after'),
    started_before: timestampFilter('started_before'),
  },
});
