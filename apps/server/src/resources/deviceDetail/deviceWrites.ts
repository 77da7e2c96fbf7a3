import {
  ERROR_CODES,
  type MonitoringParameter,
  type SetDeviceLocationPayload,
  type SetDeviceMonitoringPayload,
} from '@netfleet/contracts';
import { monitoringTypeById } from '@netfleet/device-capabilities';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { AuthContext } from '../../auth/loadAuthContext.js';
import type { Database } from '../../db/Database.js';
import { devicePositions, devices, deviceTags, tags } from '../../db/schema.js';
import { ApiError } from '../../http/ApiError.js';
import { companyLineage } from '../../scope/companyLineage.js';
import { companyScopeCondition } from '../../scope/companyScopeCondition.js';
import type { lockDevice } from './lockDevice.js';
import { monitoringOf } from './monitoringOf.js';
import type { UserEvent } from './recordUserEvents.js';

// What each write of the device page changes, inside its transaction; each answers the events
// to record (none when nothing changed).

type Device = Awaited<ReturnType<typeof lockDevice>>;

/** `PUT /devices/{id}`: the new name; a `renamed` event `{ from, to }`. */
export async function renameDevice(tx: Database, device: Device, name: string): Promise<UserEvent[]> {
  if (device.name === name) return [];
  await tx.update(devices).set({ name }).where(eq(devices.id, device.id));
  return [
    {
      kind: 'renamed',
      message: `Renamed from "${device.name}" to "${name}"`,
      data: { from: device.name, to: name },
    },
  ];
}

/**
 * `PUT /devices/{id}/tags`: the device's tags become `tagIds`. A tag added must belong to the
 * device's company or one of its parents (what the company's devices may carry) and to the
 * user's scope; any other is a 422 naming `tag_ids`. A `tags` event `{ added, removed }` by name.
 */
export async function setDeviceTags(
  tx: Database,
  auth: AuthContext,
  device: Device,
  tagIds: readonly number[],
): Promise<UserEvent[]> {
  const current = await tx
    .select({ id: tags.id, name: tags.name })
    .from(deviceTags)
    .innerJoin(tags, eq(tags.id, deviceTags.tagId))
    .where(eq(deviceTags.deviceId, device.id))
    .orderBy(asc(tags.name));
  const wanted = new Set(tagIds);
  const removed = current.filter((tag) => !wanted.has(tag.id));
  const had = new Set(current.map((tag) => tag.id));
  const addedIds = tagIds.filter((id) => !had.has(id));
  // Only what is added is checked: a tag the device carries already may stay.
  const lineage = companyLineage(device.companyPath);
  const usable =
    addedIds.length === 0
      ? []
      : await tx
          .select({ id: tags.id, name: tags.name })
          .from(tags)
          .where(
            and(
              inArray(tags.id, addedIds),
              inArray(tags.companyId, lineage),
              companyScopeCondition(tx, auth, tags.companyId),
            ),
          )
          .orderBy(asc(tags.name));
  const known = new Set(usable.map((row) => row.id));
  const missing = addedIds.filter((id) => !known.has(id));
  if (missing.length > 0) {
    throw ApiError.of(
      422,
      ERROR_CODES.VALIDATION_FAILED,
      `No tag ${missing.join(', ')} for this device's company.`,
      'tag_ids',
    );
  }
  if (removed.length === 0 && addedIds.length === 0) return [];
  if (removed.length > 0) {
    await tx
      .delete(deviceTags)
      .where(
        and(
          eq(deviceTags.deviceId, device.id),
          notInArray(deviceTags.tagId, tagIds.length > 0 ? [...tagIds] : [0]),
        ),
      );
  }
  if (addedIds.length > 0) {
    await tx
      .insert(deviceTags)
      .values(addedIds.map((tagId) => ({ deviceId: device.id, tagId })))
      .onConflictDoNothing();
  }
  const addedNames = usable.map((tag) => tag.name);
  const removedNames = removed.map((tag) => tag.name);
  const parts = [
    addedNames.length > 0 ? `added ${addedNames.join(', ')}` : '',
    removedNames.length > 0 ? `removed ${removedNames.join(', ')}` : '',
  ].filter(Boolean);
  return [
    { kind: 'tags', message: `Tags ${parts.join('; ')}`, data: { added: addedNames, removed: removedNames } },
  ];
}

/**
 * `PUT /devices/{id}/location`: a position set by hand — the device's position (source
 * `manual`), a point of its track, and a `location` event `{ latitude, longitude }`.
 */
export async function setDeviceLocation(
  tx: Database,
  device: Device,
  position: SetDeviceLocationPayload,
  at: Date,
): Promise<UserEvent[]> {
  const { latitude, longitude } = position;
  await tx
    .update(devices)
    .set({ latitude, longitude, locationSource: 'manual', locatedAt: at })
    .where(eq(devices.id, device.id));
  await tx
    .insert(devicePositions)
    .values({ deviceId: device.id, at, latitude, longitude, source: 'manual' })
    .onConflictDoUpdate({
      target: [devicePositions.deviceId, devicePositions.at],
      set: {
        latitude,
        longitude,
        source: 'manual',
        speed: null,
        altitude: null,
        heading: null,
        satellites: null,
      },
    });
  return [
    { kind: 'location', message: `Location set to ${latitude}, ${longitude}`, data: { latitude, longitude } },
  ];
}

/**
 * `PUT /devices/{id}/monitoring`: the named types take their new interval and state, the
 * others keep theirs; every type is stored. A `monitoring` event per changed type.
 */
export async function setDeviceMonitoring(
  tx: Database,
  device: Device,
  body: SetDeviceMonitoringPayload,
): Promise<UserEvent[]> {
  const before = monitoringOf(device, device.monitoring);
  const changes = new Map(body.parameters.map((parameter) => [parameter.config_id, parameter]));
  const after = before.map((parameter) => changes.get(parameter.config_id) ?? parameter);
  const events: UserEvent[] = [];
  for (const [index, was] of before.entries()) {
    const now = after[index] as MonitoringParameter;
    if (was.interval_s === now.interval_s && was.enabled === now.enabled) continue;
    const label = monitoringTypeById(now.config_id)?.label ?? `Type ${now.config_id}`;
    events.push({
      kind: 'monitoring',
      message: `${label} monitoring: every ${now.interval_s} s, ${now.enabled ? 'enabled' : 'disabled'}`,
      data: {
        config_id: now.config_id,
        from_interval_s: was.interval_s,
        to_interval_s: now.interval_s,
        from_enabled: was.enabled,
        to_enabled: now.enabled,
      },
    });
  }
  if (events.length > 0) await tx.update(devices).set({ monitoring: after }).where(eq(devices.id, device.id));
  return events;
}
