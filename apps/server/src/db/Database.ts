import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

/**
 * The Drizzle database the server works with, whichever driver is underneath (PGlite or
 * postgres-js). Code takes this type so that it runs unchanged on both.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
