import type { ApiClient } from '@netfleet/api-client';
import { toRequestError } from '../api/toRequestError.js';

/** The query key prefix of every table page's rows; a form's `schema.tableRef` names one table. */
export const TABLE_QUERY_ROOT = 'console-table';

/** The query key of a table (`tags`, `codes`, `invitations`, `mail-logs`). */
export function tableQueryKey(tableRef: string): readonly [string, string] {
  return [TABLE_QUERY_ROOT, tableRef];
}

/** A list answer of the API. */
export interface ListBody<Row> {
  data: Row[];
  meta?: { total?: number };
}

/** `GET /{path}?limit=100` (the largest page the lists give) → the rows and total. */
export async function fetchList<Row>(
  client: ApiClient,
  path: string,
  failure: string,
  searchParams: Record<string, string | number> = {},
): Promise<{ rows: Row[]; total: number }> {
  try {
    const body = await client.http
      .get(path, { searchParams: { limit: 100, ...searchParams } })
      .json<ListBody<Row>>();
    return { rows: body.data, total: body.meta?.total ?? body.data.length };
  } catch (error) {
    throw toRequestError(error, failure);
  }
}
