import { type SQL, sql } from 'drizzle-orm';
import { devices } from '../../db/schema.js';

/**
 * A device's name, serial, MAC and IMEI as one text, joined with a newline: exactly the
 * expression of the trigram GIN index `devices_search_trgm_idx` (migration 0006), so that
 * `q` over the four default search fields is one indexed substring match.
 */
export const DEVICE_SEARCH_TEXT: SQL = sql`(${devices.name} || E'\\n' || ${devices.serial} || E'\\n' || ${devices.mac} || E'\\n' || coalesce(${devices.imei}, ''))`;

/** The fields the index covers, in any order: `q` over exactly these uses it. */
export const INDEXED_SEARCH_FIELDS: ReadonlySet<string> = new Set(['name', 'serial', 'mac', 'imei']);
