import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { createResponseCache, DEFAULT_CACHE, type ResponseCache } from '../cache/createResponseCache.js';
import { requestJson } from './requestJson.js';

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
 * A pick-list's body: `data`, a list of objects holding the `fields` asked for. Which
 * fields those are is the caller's choice, so the items are only checked to be objects.
 */
const PickListResponseSchema = v.object({ data: v.array(v.looseObject({})) });

/** One default request cache (spec §9: 5 minutes, 100 entries) per ky instance, i.e. per client. */
const caches = new WeakMap<KyInstance, ResponseCache>();

function cacheOf(http: KyInstance): ResponseCache {
  let cache = caches.get(http);
  if (!cache) {
    cache = createResponseCache(DEFAULT_CACHE);
    caches.set(http, cache);
  }
  return cache;
}

/**
 * Loads the items of a pick-list: `GET path?limit=100&fields=...` (plus e.g. `company_id`
 * for `/roles`), resolving with the `data` array. Answers are kept in the client's default
 * request cache (spec §9: 5 minutes, 100 entries; concurrent loads of one list share a
 * request); `force` loads again unless the last load is under a second old.
 */
export function loadPickList<T = Record<string, unknown>>(
  http: KyInstance,
  path: PickListPath,
  fields: readonly string[],
  extra: Record<string, string | number | undefined> = {},
  options: { force?: boolean } = {},
): Promise<T[]> {
  const query = { limit: PICK_LIST_LIMIT, fields, ...extra };
  const key = `${path}?${JSON.stringify(query)}`;
  return cacheOf(http).get(
    key,
    async () => {
      const body = await requestJson(
        { http },
        { path, query, schema: PickListResponseSchema, failure: `Failed to load ${path.slice(1)}` },
      );
      // The caller names the fields, so it names the item type too.
      return body.data as T[];
    },
    { force: options.force ?? false },
  );
}

/** Forgets the cached pick-lists of a client, e.g. after a form created an item they list. */
export function clearPickLists(http: KyInstance): void {
  caches.get(http)?.clear();
}
