import { deviceAddMessage } from '@netfleet/contracts';
import { and, inArray, or, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { companies, devices, tags } from '../../db/schema.js';
import { tagFitsCompany } from '../../scope/companyLineage.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import {
  type AddedDevice,
  insertDevices,
  type NewDevice,
  registeredSerials,
  serialConflict,
} from './insertDevices.js';
import type { DeviceCsv, LineError } from './readDeviceCsv.js';

/** What an import did: the devices added, and the errors of the lines that were not. */
export interface ImportResult {
  added: AddedDevice[];
  errors: LineError[];
}

/**
 * Adds the valid lines of a device CSV whose company is in the user's scope (the line's
 * `company_id`, else `defaultCompanyId`), whose tags (names in the device's company, or ids of
 * tags of that company or a parent of it) exist, and whose serial is neither registered nor repeated in the file; every
 * other line becomes an error naming its line and column. The good lines are added whatever
 * the others hold, 200 to a transaction (all of them taken back if one fails).
 */
export async function importDevices(
  db: Database,
  auth: AuthContext,
  csv: DeviceCsv,
  defaultCompanyId: number,
  now: Date,
): Promise<ImportResult> {
  const errors: LineError[] = [...csv.errors];
  const companyIds = [...new Set(csv.lines.map(({ values }) => values.company_id ?? defaultCompanyId))];
  const scoped = await db
    .select({ id: companies.id, path: companies.path })
    .from(companies)
    .where(and(inArray(companies.id, companyIds), companyScopeCondition(db, auth, companies.id)));
  const inScope = new Set(scoped.map((row) => row.id));
  const pathOf = new Map(scoped.map((row) => [row.id, row.path]));

  const tagTexts = [...new Set(csv.lines.flatMap(({ values }) => values.tags))];
  const tagRows =
    tagTexts.length === 0
      ? []
      : await db
          .select({ id: tags.id, name: tags.name, companyId: tags.companyId })
          .from(tags)
          .where(
            and(
              inArray(tags.companyId, [...inScope]),
              // A tag is named by its name (any case) or its id.
              or(
                inArray(
                  sql`lower(${tags.name})`,
                  tagTexts.map((text) => text.toLowerCase()),
                ),
                inArray(sql`${tags.id}::text`, tagTexts),
              ),
            ),
          );
  const tagByName = new Map(tagRows.map((tag) => [`${tag.companyId}:${tag.name.toLowerCase()}`, tag.id]));
  const tagById = new Map(tagRows.map((tag) => [String(tag.id), tag]));

  const registered = await registeredSerials(
    db,
    csv.lines.map(({ values }) => values.serial),
  );
  const seen = new Map<string, number>();
  const accepted: NewDevice[] = [];
  for (const { line, values } of csv.lines) {
    const companyId = values.company_id ?? defaultCompanyId;
    if (!inScope.has(companyId)) {
      errors.push({
        line,
        column: 'company_id',
        message: deviceAddMessage('companyNotFound', { company: companyId }),
      });
      continue;
    }
    const tagIds: number[] = [];
    const unknownTags: string[] = [];
    const companyPath = pathOf.get(companyId) ?? '';
    for (const text of values.tags) {
      const byId = tagById.get(text);
      // By id, a tag of the device's company or a parent of it (a sibling's is not the device's).
      const id =
        tagByName.get(`${companyId}:${text.toLowerCase()}`) ??
        (byId && tagFitsCompany(byId.companyId, companyPath) ? byId.id : undefined);
      if (id === undefined) unknownTags.push(text);
      else tagIds.push(id);
    }
    if (unknownTags.length > 0) {
      errors.push({
        line,
        column: 'tags',
        message: deviceAddMessage('tagsNotFound', { tags: unknownTags.join(', ') }),
      });
      continue;
    }
    const mac = registered.get(values.serial);
    if (mac !== undefined) {
      errors.push({ line, column: 'serial', message: serialConflict(mac, values.mac) });
      continue;
    }
    const first = seen.get(values.serial);
    if (first !== undefined) {
      errors.push({
        line,
        column: 'serial',
        message: deviceAddMessage('serialRepeated', { line: first }),
      });
      continue;
    }
    seen.set(values.serial, line);
    accepted.push({
      serial: values.serial,
      mac: values.mac,
      name: values.name ?? values.serial,
      companyId,
      tagIds,
    });
  }
  const added = await insertInSlices(db, auth, accepted, now);
  errors.sort((a, b) => a.line - b.line);
  return { added, errors };
}

/** Devices added per transaction: what another user's request waits for (about 0.1 s). */
const IMPORT_SLICE = 200;

/**
 * Adds `accepted` {@link IMPORT_SLICE} devices to a transaction: the embedded database runs one
 * transaction at a time, and 100,000 lines in one held every other request for 50 s. When a
 * slice fails, the devices of the slices before it are deleted again, so a failed import leaves
 * the fleet as it was.
 */
async function insertInSlices(
  db: Database,
  auth: AuthContext,
  accepted: readonly NewDevice[],
  now: Date,
): Promise<AddedDevice[]> {
  const added: AddedDevice[] = [];
  try {
    for (let start = 0; start < accepted.length; start += IMPORT_SLICE) {
      const slice = accepted.slice(start, start + IMPORT_SLICE);
      added.push(...(await db.transaction((tx) => insertDevices(tx, auth, slice, now))));
    }
  } catch (error) {
    for (let start = 0; start < added.length; start += IMPORT_SLICE) {
      const ids = added.slice(start, start + IMPORT_SLICE).map((device) => device.id);
      await db
        .delete(devices)
        .where(inArray(devices.id, ids))
        .catch(() => undefined);
    }
    throw error;
  }
  return added;
}
