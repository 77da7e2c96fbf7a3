import { DEVICE_EXPORT_LIST, decodeListCursor, type ListQueryOfSpec } from '@netfleet/contracts';
import { inArray, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { devices } from '../../db/schema.js';
import type { ListKind } from '../../lists/ListKind.js';
import { type ListRow, listCondition, listRows } from '../../lists/listRows.js';
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
 * by keyset cursor where the sort has one), so a million rows pass through in constant memory
 * and no query holds the database for long. A sort without a keyset (the company's name) reads
 * the matching ids in that order first, then the rows by those ids: page after page at a
 * growing offset would sort the whole selection again for every page (101 s for 120,000
 * devices, and everyone else's requests waited behind it).
 */
export async function* deviceExportRows(
  db: Database,
  auth: AuthContext,
  query: DeviceExportQuery,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<ListRow[]> {
  const ordering = DEVICE_EXPORT_KIND.orderings?.[query.sort.field];
  if (ordering) {
    yield* rowsInIdOrder(db, auth, query, ordering(query.sort.descending), pageSize);
    return;
  }
  let page: DeviceExportQuery = { ...query, limit: pageSize, offset: 0, after: null };
  for (;;) {
    const { data, meta } = await listRows(db, auth, DEVICE_EXPORT_KIND, page, { count: false });
    if (data.length > 0) yield data;
    if (data.length < pageSize) return;
    const after = meta.next === undefined ? null : decodeListCursor(meta.next);
    page = after ? { ...page, after } : { ...page, offset: page.offset + pageSize };
  }
}

/**
 * The export's rows in the order of `orderBy`: the matching ids sorted once (4 bytes each), then
 * `pageSize` rows at a time by id. A device deleted in between is left out.
 */
async function* rowsInIdOrder(
  db: Database,
  auth: AuthContext,
  query: DeviceExportQuery,
  orderBy: SQL[],
  pageSize: number,
): AsyncGenerator<ListRow[]> {
  const ordered = await db
    .select({ id: devices.id })
    .from(devices)
    .where(listCondition(db, auth, DEVICE_EXPORT_KIND, query))
    .orderBy(...orderBy);
  const ids = Int32Array.from(ordered, (row) => row.id);
  const fields = query.fields.includes('id') ? query.fields : [...query.fields, 'id' as const];
  for (let start = 0; start < ids.length; start += pageSize) {
    const chunk = [...ids.subarray(start, start + pageSize)];
    const kind: ListKind<typeof DEVICE_EXPORT_LIST> = {
      ...DEVICE_EXPORT_KIND,
      // The ids matched the filters and the search already; the scope is read again.
      where: () => inArray(devices.id, chunk),
    };
    const { data } = await listRows(
      db,
      auth,
      kind,
      { ...query, fields, q: null, sort: { field: 'id', descending: false }, after: null, offset: 0 },
      { all: true, count: false },
    );
    const byId = new Map(data.map((row) => [row.id, row]));
    const rows = chunk.flatMap((id) => byId.get(id) ?? []);
    if (rows.length > 0) yield rows;
  }
}
