import { DEVICE_CAPABILITY_FILTERS, DEVICE_SORT_FIELDS } from '../device.js';
import {
  choiceFilter,
  choiceListFilter,
  firmwareVersionFilter,
  flagFilter,
  idFilter,
  idListFilter,
  nameListFilter,
  timestampFilter,
} from './listFilters.js';
import { defineListSpec } from './listQuerySchema.js';

/** Every field of a device row (contracts `DeviceSchema`), in the order an export writes them. */
const DEVICE_FIELDS = [
  'id',
  'name',
  'serial',
  'mac',
  'imei',
  'model',
  'original_model',
  'family',
  'firmware',
  'status',
  'company_id',
  'company_name',
  'tags',
  'signal',
  'operator',
  'technology',
  'ip',
  'latitude',
  'longitude',
  'location_source',
  'data_used_bytes',
  'esim',
  'created_at',
  'last_seen_at',
] as const;

/** The filters of the device list (and of its export and bulk actions' "everything matching"). */
const DEVICE_FILTERS = {
  /** One company's devices; with `subsidiaries=1` also its subtree's. */
  company_id: idFilter('company_id'),
  subsidiaries: flagFilter('subsidiaries'),
  /** Any of these statuses: `status=0,1`. */
  status: choiceListFilter('status', ['0', '1', '2', '3']),
  /** Any of these model families: `family=RUT,TRB`. */
  family: nameListFilter('family'),
  /** Any of these models: `model=RUTX11,RUT241`. */
  model: nameListFilter('model'),
  /** Firmware strictly below this version: `firmware_below=7.6` (unreadable firmware never matches). */
  firmware_below: firmwareVersionFilter('firmware_below'),
  /** Carrying any of these tags: `tag_id=3,7`. */
  tag_id: idListFilter('tag_id'),
  /** Having all of these hardware capabilities: `capability=has_gps,has_io`. */
  capability: choiceListFilter('capability', DEVICE_CAPABILITY_FILTERS),
  /** Last seen before / after this time (never-seen devices match neither). */
  seen_before: timestampFilter('seen_before'),
  seen_after: timestampFilter('seen_after'),
};

/**
 * `GET /devices`: the devices of the caller's scope, every column sortable but the tags, the
 * filters of {@link DEVICE_FILTERS}, `q` over name, serial, MAC and IMEI (substrings).
 * `meta.total` is exact up to 1,000 matches; beyond, an estimate with `meta.total_estimated`.
 */
export const DEVICE_LIST = defineListSpec({
  fields: DEVICE_FIELDS,
  searchFields: ['name', 'serial', 'mac', 'imei'],
  defaultSearchFields: ['name', 'serial', 'mac', 'imei'],
  sortFields: DEVICE_SORT_FIELDS,
  defaultSort: 'id',
  defaultLimit: 25,
  maxLimit: 1000,
  filters: DEVICE_FILTERS,
});

/**
 * `GET /devices/export?format=csv|xlsx&fields=…`: every device matching the list's filters,
 * `q` and sort (no paging), with the chosen fields as columns.
 */
export const DEVICE_EXPORT_LIST = defineListSpec({
  ...DEVICE_LIST,
  filters: { ...DEVICE_FILTERS, format: choiceFilter('format', ['csv', 'xlsx']) },
});
