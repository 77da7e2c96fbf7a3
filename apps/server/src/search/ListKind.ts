import type { Permission } from '@netfleet/permissions';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** A table joined into a list query: inner (every row has exactly one) unless `left`. */
export interface ListJoin {
  table: PgTable;
  on: SQL;
  /** A left join: the row may have none (its columns read null). */
  left?: boolean;
}

/**
 * One searchable, paged list of the API (`GET /api/devices`, `/api/tags`, …): what it reads,
 * who may read it, and which fields the query may pick, search and sort by.
 */
export interface ListKind {
  /** Path under `/api`, e.g. `/devices/remote-access`. */
  path: string;
  /** The rows in messages: `devices`, `remote access entries`. */
  noun: string;
  /** The permission needed to list (403 without it). */
  permission: Permission;
  table: PgTable;
  joins: readonly ListJoin[];
  /**
   * The column naming the owning company: rows are limited to the user's company scope.
   * Null for system-wide rows (mail logs) that only roles of scope `all` see.
   */
  scopeColumn: PgColumn | null;
  /** The primary key: always returned, and the sort's tie-breaker. */
  idColumn: PgColumn;
  /** Returnable fields by API name (the `fields` parameter picks from these). Must hold `id`. */
  columns: Readonly<Record<string, PgColumn>>;
  /** Text fields `q` can match, by API name (the `search-fields` parameter picks from these). */
  searchFields: Readonly<Record<string, PgColumn>>;
  /** Fields `q` matches when `search-fields` is not given. */
  defaultSearchFields: readonly string[];
  /** Fields it may be sorted by (`sort=name`, `sort=-name`). */
  sortFields: readonly string[];
  defaultSort: string;
  defaultLimit: number;
  maxLimit: number;
}
