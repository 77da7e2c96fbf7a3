import { REMOTE_ACCESS_PROTOCOLS } from '../remoteAccessRow.js';
import { choiceListFilter, idFilter } from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/**
 * `GET /devices/remote-access`: the remote access entries of the devices in the caller's scope;
 * `device_id` narrows them to one device's (the device page's access tab), `protocol` to some
 * protocols (`protocol=ssh,telnet`).
 */
export const REMOTE_ACCESS_LIST = defineListSpec({
  fields: [
    'id',
    'name',
    'protocol',
    'enabled',
    'destination',
    'port',
    'device_id',
    'device_name',
    'company_id',
    'company_name',
    'username',
    'has_password',
    'has_private_key',
    'host_key_sha256',
    'created_at',
  ],
  searchFields: ['name', 'protocol', 'destination', 'device_name'],
  defaultSearchFields: ['name', 'protocol', 'device_name'],
  sortFields: ['id', 'name', 'protocol', 'device_name', 'created_at'],
  defaultSort: 'name',
  defaultLimit: 25,
  maxLimit: 100,
  filters: {
    device_id: idFilter('device_id'),
    protocol: choiceListFilter('protocol', REMOTE_ACCESS_PROTOCOLS),
  },
});
