import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/Database.js';
import { deviceSearchTexts, devices } from '../../db/schema.js';
import { plannerEstimate } from '../../lists/countMatches.js';
import type { ListSearchContext } from '../../lists/ListKind.js';

/** The fields the index covers, in any order: `q` over exactly these uses it. */
const INDEXED_SEARCH_FIELDS: ReadonlySet<string> = new Set(['name', 'serial', 'mac', 'imei']);

/**
 * Sorts by a searched field. In their order a pattern's matches sit together (every "Kiosk …"
 * name), not spread as the planner assumes: walking the name index to the first page of
 * "kiosk" read 417,000 rows of a million (4 s on PGlite).
 */
const SEARCHED_SORTS: ReadonlySet<string> = INDEXED_SEARCH_FIELDS;

/**
 * Up to this many estimated matches, a search sorted by a searched field reads all its matches
 * and sorts them (about 7 µs a match on PGlite: 0.6 s for 83,000, where the walk took 4 s);
 * beyond, it walks the sort's index (a pattern that common is found all along it: "rut", 770,000
 * matches, 75 ms by the walk and 1 s read whole).
 */
const MATERIALIZED_SEARCH_LIMIT = 100_000;

/** Whether `q` over `fields` is the indexed search (see {@link matchesSearchText}). */
export const searchesText = (pattern: string, fields: readonly string[]) =>
  fields.length === INDEXED_SEARCH_FIELDS.size &&
  fields.every((field) => INDEXED_SEARCH_FIELDS.has(field)) &&
  // A newline in the text would match across two fields of the joined text.
  !pattern.includes('\n');

/** The lower-cased `pattern` against `column` (lower-cased on write): what ILIKE does. */
const like = (column: PgColumn, pattern: string) => sql`${column} like lower(${pattern})`;

/**
 * `q` over the four default search fields as one indexed substring match: the device's search
 * text (name, serial, MAC and IMEI joined with a newline, lower-cased on write; trigram GIN
 * indexes, migrations 0013 and 0014) LIKE the lower-cased `pattern`, which is what ILIKE does
 * (it lower-cases both sides) with the rows' side done once per write. Its form depends on the
 * order the page is read in:
 *
 * - by id (either way), the ids come from `device_search_texts`, the same text in a narrow
 *   table: a common pattern walks its primary key, which holds the text (migration 0015: an
 *   index-only scan, about 0.2 µs an entry on PGlite, where the wide device row takes 0.6), a
 *   rare one goes through its trigram index, and only the matches' device
 *   rows are read. A page after a cursor carries the cursor's range into it (`idAfter`);
 * - by a searched field, with at most {@link MATERIALIZED_SEARCH_LIMIT} matches estimated: every
 *   match's id from that table, then their rows sorted (see {@link SEARCHED_SORTS});
 * - otherwise the device row's own text, tested as the sort's index walks the rows (a
 *   semi-join there probes the narrow table for each row read: twice as slow).
 */
export function matchesSearchText(pattern: string, context: ListSearchContext): SQL {
  const texts = deviceSearchTexts;
  if (context.sort.field === 'id') {
    const range = context.idAfter?.(texts.deviceId);
    const where = range
      ? sql`${like(texts.searchText, pattern)} and ${range}`
      : like(texts.searchText, pattern);
    return sql`${devices.id} in (select ${texts.deviceId} from ${texts} where ${where})`;
  }
  if (context.matches !== undefined && context.matches <= MATERIALIZED_SEARCH_LIMIT) {
    return sql`${devices.id} = any(array(select ${texts.deviceId} from ${texts} where ${like(texts.searchText, pattern)}))`;
  }
  return like(devices.searchText, pattern);
}

/**
 * How many devices `pattern` matches, as the planner estimates it (a plan, about a
 * millisecond), when the form of {@link matchesSearchText} in `sort`'s order depends on it.
 */
export async function estimateSearchMatches(
  db: Database,
  pattern: string,
  sort: ListSearchContext['sort'],
): Promise<number | undefined> {
  if (!SEARCHED_SORTS.has(sort.field)) return undefined;
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(deviceSearchTexts)
    .where(like(deviceSearchTexts.searchText, pattern))
    .$dynamic();
  return plannerEstimate(db, matches);
}
