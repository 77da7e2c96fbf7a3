import type { KyInstance } from 'ky';
import { toApiError } from '../errors/toApiError.js';
import { serializeSearchParams } from '../http/serializeSearchParams.js';

/** Page size of every pick-list (spec forms §9). */
export const PICK_LIST_LIMIT = 100;

/** The endpoints that feed pick-lists (spec forms §7). */
export const PICK_LIST_PATHS = [
  '/companies',
  '/tags',
  '/credits/types',
  '/devices',
  '/devices/statistics',
  '/email-configurations',
  '/users',
  '/vpn/hubs/users',
  '/devices/remote-access',
  '/devices/tasks/groups',
  '/roles',
  '/data-collect/configs',
  '/files',
  '/devices/configurator/templates',
] as const;
export type PickListPath = (typeof PICK_LIST_PATHS)[number];

/**
 * Loads the items of a pick-list: `GET path?limit=100&fields=...` (plus e.g. `company_id`
 * for `/roles`). Resolves with the `data` array.
 */
export async function loadPickList<T>(
  http: KyInstance,
  path: PickListPath,
  fields: readonly string[],
  extra: Record<string, string | number | undefined> = {},
): Promise<T[]> {
  try {
    const searchParams = serializeSearchParams({ limit: PICK_LIST_LIMIT, fields, ...extra });
    const body = await http.get(path.slice(1), { searchParams }).json<{ data: T[] }>();
    return body.data;
  } catch (error) {
    throw await toApiError(error, `Failed to load ${path.slice(1)}`);
  }
}
