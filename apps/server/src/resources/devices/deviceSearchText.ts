import { type SQL, sql } from 'drizzle-orm';
import { devices } from '../../db/schema.js';

/**
 * `q` over the four default search fields as one indexed substring match: the device's
 * `search_text` (name, serial, MAC and IMEI joined with a newline, lower-cased on write; its
 * trigram GIN index is migration 0013's) LIKE the lower-cased `pattern`. That is exactly what
 * ILIKE does (it lower-cases both sides), with the rows' side done once per write: a search
 * that walks the list's order reads each row for 0.6 µs instead of 4.6 µs on PGlite.
 */
export const matchesSearchText = (pattern: string): SQL => sql`${devices.searchText} like lower(${pattern})`;

/** The fields the index covers, in any order: `q` over exactly these uses it. */
export const INDEXED_SEARCH_FIELDS: ReadonlySet<string> = new Set(['name', 'serial', 'mac', 'imei']);
