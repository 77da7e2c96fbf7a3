import { DEVICE_EXPORT_LIST, decodeListCursor, type ListQueryOfSpec } from '@netfleet/contracts';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import type { ListKind } from '../../lists/ListKind.js';
import { type ListRow, listRows } from '../../lists/listRows.js';
import { deviceFilterCondition } from './deviceFilters.js';
import { DEVICE_LIST_KIND } from './queries.js';

/** The device list read for an export: the list's columns, filters, search and sorts. */
const DEVICE_EXPORT_KIND: ListKind<typeof DEVICE_EXPORT_LIST> = {
  ...DEVICE_LIST_KIND,
  spec: DEVICE_EXPORT_LIST,
  where: ({ filters }) => deviceFilterCondition(filters),
};

/** Rows read per query by default: the list's largest page. */
const EXPORT_PAGE = 1000;

/** A validated `GET /devices/export` query. */
export type DeviceExportQuery = ListQueryOfSpec<typeof DEVICE_EXPORT_LIST>;

/**
 * Every device of `auth`'s scope matching the export query, page by page (1,000 rows a query,
 * by keyset cursor where the sort has one, by offset otherwise), so a million rows pass
 * through in constant memory and no query holds the database for long.
 */
export async function* deviceExportRows(
  db: Database,
  auth: AuthContext,
  query: DeviceExportQuery,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<ListRow[]> {
  let page: DeviceExportQuery = { ...query, limit: pageSize, offset: 0, after: null };
  for (;;) {
    const { data, meta } = await listRows(db, auth, DEVICE_EXPORT_KIND, page, { count: false });
    if (data.length > 0) yield data;
    if (data.length < pageSize) return;
    const after = meta.next === undefined ? null : decodeListCursor(meta.next);
    page = after ? { ...page, after } : { ...page, offset: page.offset + pageSize };
  }
}
