import { DEVICE_LIST, type DeviceTag } from '@netfleet/contracts';
import { asc, desc, sql } from 'drizzle-orm';
import { companies, devices, deviceTags, tags } from '../../db/schema.js';
import type { ListKind, ListPageField } from '../../lists/ListKind.js';
import { deviceFilterCondition } from './deviceFilters.js';
import { estimateSearchMatches, matchesSearchText, searchesText } from './deviceSearchText.js';
import { DEVICE_SORTS } from './deviceSorts.js';

// Subqueries name their columns with their tables: Drizzle writes a column bare in a query
// without joins, and a bare "id" inside a subquery would read the subquery's own table.

/** By name, then id, in code point order (PGlite's "C" collation orders names the same way). */
const byNameThenId = (a: DeviceTag, b: DeviceTag) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;

/**
 * A device's tags, `[{ id, name, color }]` by name: a subquery per row that PostgreSQL runs
 * only for the rows a page returns (it postpones such output columns past the sort and limit).
 * The few tags of a row are put in order here: `json_agg(… order by …)` began a sort of its
 * own for every row, a sixth of a first page's time in the embedded database.
 */
const DEVICE_TAGS = sql<DeviceTag[]>`(
  select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color)), '[]'::json)
  from ${deviceTags} dt join ${tags} t on t.id = dt.tag_id
  where dt.device_id = "devices"."id"
)`.mapWith((value: DeviceTag[]) => value.sort(byNameThenId));

/**
 * The device's company name: a subquery the executor runs for the page's rows only, so the
 * list is one table to the planner (a join with companies made every plan slower to choose).
 */
const COMPANY_NAME = sql<string>`(select c.name from ${companies} c where c.id = "devices"."company_id")`;

/**
 * A keyset page's tags: one aggregate over the tags of all its rows, joined to them. A subquery
 * per row began a join of its own for each (a hash of the tags table every time): half of
 * PostgreSQL's time for a first page of 25 devices. Each device's tags come in the order of
 * {@link byNameThenId} (names in code point order, as the "C" collation orders them), as JSON
 * the database may write into the answer itself (`jsonPages`).
 */
const PAGE_TAGS: ListPageField = {
  reads: ['id'],
  read: (page) => ({
    // Already in order: the aggregate's own (one rule for the rows and for the database's JSON).
    value: sql<DeviceTag[]>`coalesce("page_tags"."tags", '[]'::json)`,
    joins: [
      {
        table: sql`(
          select dt.device_id, json_agg(t order by t.name collate "C", t.id) as tags
          from ${deviceTags} dt
          join lateral (select tag.id, tag.name, tag.color from ${tags} tag where tag.id = dt.tag_id) t on true
          where dt.device_id = any(array(select ${page.column('id')} from ${page.rows}))
          group by dt.device_id
        ) "page_tags"`,
        on: sql`"page_tags"."device_id" = ${page.column('id')}`,
      },
    ],
  }),
};

/** A keyset page's company names: the companies joined to its rows, not looked up row by row. */
const PAGE_COMPANY_NAME: ListPageField = {
  reads: ['company_id'],
  read: (page) => ({
    value: sql<string>`"page_company"."name"`,
    joins: [
      {
        table: sql`${companies} "page_company"`,
        on: sql`"page_company"."id" = ${page.column('company_id')}`,
      },
    ],
  }),
};

/** This month's mobile data: the row's count is of `data_month`, an older month reads 0. */
const DATA_USED_THIS_MONTH =
  sql<number>`(case when ${devices.dataMonth} = date_trunc('month', current_date)::date then ${devices.dataUsedBytes} else 0 end)`.mapWith(
    Number,
  );

/** Every field of a device row (contracts `DeviceSchema`) as the list and `GET /devices/{id}` read it. */
export const DEVICE_COLUMNS = {
  id: devices.id,
  name: devices.name,
  serial: devices.serial,
  mac: devices.mac,
  imei: devices.imei,
  model: devices.model,
  original_model: devices.originalModel,
  family: devices.family,
  firmware: devices.firmware,
  status: devices.status,
  company_id: devices.companyId,
  company_name: COMPANY_NAME,
  tags: DEVICE_TAGS,
  signal: devices.signal,
  operator: devices.operator,
  technology: devices.technology,
  ip: devices.ip,
  latitude: devices.latitude,
  longitude: devices.longitude,
  location_source: devices.locationSource,
  data_used_bytes: DATA_USED_THIS_MONTH,
  esim: devices.esim,
  created_at: devices.createdAt,
  last_seen_at: devices.lastSeenAt,
} as const;

/**
 * Exact totals up to this many matches; an estimate beyond (`meta.total_estimated`). Counting
 * reads every match: about 10 µs a row on PGlite, so a thousand keep a count near 10 ms.
 */
const DEVICE_COUNT_LIMIT = 1_000;

/**
 * `GET /devices`: the devices of the caller's scope with their company's name and tags, the
 * filters of `DEVICE_LIST` (see {@link deviceFilterCondition}), `q` over name, serial, MAC and
 * IMEI through the trigram index, keyset sorts on every column but the company name (a column
 * of another table: offset paging), and a capped count with an estimate beyond 1,000.
 */
export const DEVICE_LIST_KIND: ListKind<typeof DEVICE_LIST> = {
  spec: DEVICE_LIST,
  table: devices,
  joins: [],
  scope: { column: devices.companyId },
  idColumn: devices.id,
  columns: DEVICE_COLUMNS,
  pageFields: { tags: PAGE_TAGS, company_name: PAGE_COMPANY_NAME },
  jsonPages: true,
  searchColumns: { name: devices.name, serial: devices.serial, mac: devices.mac, imei: devices.imei },
  search: (pattern, fields, context) =>
    searchesText(pattern, fields) ? matchesSearchText(pattern, context) : undefined,
  estimateSearch: async (db, pattern, fields, sort) =>
    searchesText(pattern, fields) ? estimateSearchMatches(db, pattern, sort) : undefined,
  sorts: DEVICE_SORTS,
  orderings: {
    company_name: (descending) => {
      const direction = descending ? desc : asc;
      return [direction(COMPANY_NAME), direction(devices.id)];
    },
  },
  countLimit: DEVICE_COUNT_LIMIT,
  where: ({ filters }) => deviceFilterCondition(filters),
  // Its columns and filters are the same for everyone: only the company scope differs.
  statementKey: (auth) => `${auth.role.scope}:${auth.company.id}:${auth.company.path}`,
};
