import { DeviceListQuerySchema, ERROR_CODES } from '@netfleet/contracts';
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { devices } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { issueMessage } from '../../http/issueMessage.js';
import { listCondition } from '../../lists/listRows.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import { DEVICE_LIST_KIND } from '../devices/queries.js';

/** The keys a filter may hold: the device list's query parameters. */
const FILTER_KEYS: ReadonlySet<string> = new Set(Object.keys(DeviceListQuerySchema.pipe[0].entries));

/**
 * The condition "every device of the user's scope the device list's filters match", over
 * `devices` joined with `companies` (as the list reads them). The filter object is read with
 * the list's own query schema and condition (`listCondition` of `DEVICE_LIST_KIND`), so "select all
 * matching" hits exactly the rows the list shows; a bad filter value is a 422 naming
 * `filter.<key>`.
 */
export function filteredDevicesCondition(
  db: Database,
  auth: AuthContext,
  filter: Record<string, string>,
): SQL {
  // A key the list does not know would be ignored, and a misspelt filter would select the
  // whole scope: refused instead.
  const unknown = Object.keys(filter).filter((key) => !FILTER_KEYS.has(key));
  if (unknown.length > 0) {
    throw new ApiError(
      422,
      unknown.map((key) => ({
        code: ERROR_CODES.VALIDATION_FAILED,
        message: `${key} is not a filter of the device list`,
        source: `filter.${key}`,
      })),
    );
  }
  // Paging and field choice do not narrow a selection.
  const { limit: _limit, offset: _offset, after: _after, fields: _fields, sort: _sort, ...filters } = filter;
  const parsed = v.safeParse(DeviceListQuerySchema, filters);
  if (!parsed.success) {
    throw new ApiError(
      422,
      parsed.issues.map((issue) => ({
        code: ERROR_CODES.VALIDATION_FAILED,
        message: issueMessage(issue),
        source: `filter${issue.path?.[0] ? `.${String(issue.path[0].key)}` : ''}`,
      })),
    );
  }
  return listCondition(db, auth, DEVICE_LIST_KIND, parsed.output) ?? sql`true`;
}

/** The user's scope over `devices` (true for the `all` scope). */
export function devicesInScope(db: Database, auth: AuthContext): SQL {
  return companyScopeCondition(db, auth, devices.companyId) ?? sql`true`;
}
