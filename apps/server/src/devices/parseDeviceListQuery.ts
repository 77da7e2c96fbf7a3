import { DEVICE_SORT_FIELDS, type DeviceSortField, ListQuerySchema } from '@netfleet/contracts';
import * as v from 'valibot';
import { type DeviceField, isDeviceField } from './deviceColumns.js';

/** A validated `GET /api/devices` query. */
export interface DeviceListQuery {
  limit: number;
  offset: number;
  sort: { field: DeviceSortField; descending: boolean };
  /** Trimmed search text, or null for no text filter. */
  q: string | null;
  /** The fields to return, `id` always among them; null for every field. */
  fields: DeviceField[] | null;
}

/** Search text longer than this is refused: no device field is that long. */
const MAX_QUERY_LENGTH = 200;

const sortFields: ReadonlySet<string> = new Set(DEVICE_SORT_FIELDS);

/**
 * Validates the device list query: the shared `ListQuerySchema` (limit 1–1000, default 25;
 * offset ≥ 0), then `sort` (a sortable field, `-field` for descending; defaults to `id`) and
 * `fields` (a comma list of device fields). Issues carry the parameter name as their path.
 */
export const DeviceListQuerySchema = v.pipe(
  ListQuerySchema,
  v.rawTransform(({ dataset, addIssue, NEVER }): DeviceListQuery => {
    const input = dataset.value;
    const sortText = input.sort?.trim() || 'id';
    const descending = sortText.startsWith('-');
    const sortField = descending ? sortText.slice(1) : sortText;
    if (!sortFields.has(sortField)) {
      addIssue({
        message: `sort by one of ${DEVICE_SORT_FIELDS.join(', ')}, with - for descending`,
        path: [{ type: 'object', origin: 'value', input, key: 'sort', value: input.sort }],
      });
      return NEVER;
    }

    const q = input.q?.trim() ?? '';
    if (q.length > MAX_QUERY_LENGTH) {
      addIssue({
        message: `at most ${MAX_QUERY_LENGTH} characters`,
        path: [{ type: 'object', origin: 'value', input, key: 'q', value: input.q }],
      });
      return NEVER;
    }

    let fields: DeviceField[] | null = null;
    if (input.fields !== undefined) {
      const names = input.fields
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
      const unknown = names.find((name) => !isDeviceField(name));
      if (unknown !== undefined) {
        addIssue({
          message: `unknown field ${unknown}`,
          path: [{ type: 'object', origin: 'value', input, key: 'fields', value: input.fields }],
        });
        return NEVER;
      }
      fields = [...new Set<DeviceField>(['id', ...(names as DeviceField[])])];
    }

    return {
      limit: input.limit,
      offset: input.offset,
      sort: { field: sortField as DeviceSortField, descending },
      q: q === '' ? null : q,
      fields,
    };
  }),
);
