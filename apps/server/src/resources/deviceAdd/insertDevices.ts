import { randomBytes } from 'node:crypto';
import { deviceAddMessage, ERROR_CODES } from '@netfleet/contracts';
import { and, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { deviceEvents, devices, deviceTags, tags } from '../../db/schema.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import { hashIngestToken } from '../../seed/demoIngestToken.js';

/** A device to add, checked: its company is in the scope, its tags resolved to ids. */
export interface NewDevice {
  serial: string;
  mac: string;
  name: string;
  companyId: number;
  tagIds: number[];
}

/** A device as added, with its ingest token (shown once, only its hash is kept). */
export interface AddedDevice {
  id: number;
  serial: string;
  name: string;
  mac: string;
  companyId: number;
  status: number;
  createdAt: Date;
  ingestToken: string;
}

/** Why a serial cannot be added: registered already, with the same MAC or another one. */
export function serialConflict(registeredMac: string, mac: string): string {
  return deviceAddMessage(registeredMac === mac ? 'serialRegistered' : 'serialMacMismatch');
}

/** The MACs of the serials that are registered already, by serial. */
export async function registeredSerials(
  db: Database,
  serials: readonly string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let start = 0; start < serials.length; start += 5000) {
    const rows = await db
      .select({ serial: devices.serial, mac: devices.mac })
      .from(devices)
      .where(inArray(devices.serial, serials.slice(start, start + 5000)));
    for (const row of rows) found.set(row.serial, row.mac);
  }
  return found;
}

/** The tags of the user's scope among `ids` (ids outside it are left out). */
export async function tagsInScope(
  db: Database,
  auth: AuthContext,
  ids: readonly number[],
): Promise<Map<number, { id: number; name: string; color: string; companyId: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tags.id, name: tags.name, color: tags.color, companyId: tags.companyId })
    .from(tags)
    .where(and(inArray(tags.id, [...ids]), companyScopeCondition(db, auth, tags.companyId)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** True for PostgreSQL's unique violation (a serial registered by a request running at the same time). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The 422 of a serial that is taken, on `source`. */
export function serialTakenError(message: string, source: string) {
  return { code: ERROR_CODES.VALIDATION_FAILED, message, source };
}

/**
 * Inserts checked devices (status "not activated", model and firmware unknown until the first
 * report), their tags and an "added" event each, and issues each an ingest token; in `db`
 * (the caller's transaction), a few statements per thousand devices.
 */
export async function insertDevices(
  db: Database,
  auth: AuthContext,
  list: readonly NewDevice[],
  now: Date,
): Promise<AddedDevice[]> {
  const added: AddedDevice[] = [];
  for (let start = 0; start < list.length; start += 1000) {
    const batch = list.slice(start, start + 1000);
    const tokens = batch.map(() => randomBytes(32).toString('base64url'));
    const rows = await db
      .insert(devices)
      .values(
        batch.map((device, index) => ({
          companyId: device.companyId,
          name: device.name,
          serial: device.serial,
          mac: device.mac,
          model: '',
          originalModel: '',
          firmware: '',
          status: 3,
          createdAt: now,
          ingestTokenHash: hashIngestToken(tokens[index] as string),
          ingestTokenIssuedAt: now,
        })),
      )
      .returning({
        id: devices.id,
        serial: devices.serial,
        name: devices.name,
        mac: devices.mac,
        companyId: devices.companyId,
        status: devices.status,
        createdAt: devices.createdAt,
      });
    const tokenOf = new Map(batch.map((device, index) => [device.serial, tokens[index] as string]));
    const tagOf = new Map(batch.map((device) => [device.serial, device.tagIds]));
    const links = rows.flatMap((row) =>
      (tagOf.get(row.serial) ?? []).map((tagId) => ({ deviceId: row.id, tagId })),
    );
    if (links.length > 0) await db.insert(deviceTags).values(links).onConflictDoNothing();
    await db.insert(deviceEvents).values(
      rows.map((row) => ({
        deviceId: row.id,
        at: now,
        kind: 'added',
        message: 'Device added',
        userId: auth.user.id,
      })),
    );
    for (const row of rows) added.push({ ...row, ingestToken: tokenOf.get(row.serial) ?? '' });
  }
  return added;
}
