import {
  type CatalogueEntry,
  DEVICE_CATALOGUE,
  type DeviceKind,
  modelFacts,
} from '@netfleet/device-capabilities';
import type { devices } from '../db/schema.js';
import type { Random } from './createRandom.js';

/** A device row ready for a bulk insert. */
export type DemoDeviceRow = typeof devices.$inferInsert;

/** A company that receives demo devices, and how many relative to the others. */
export interface DeviceOwner {
  id: number;
  weight: number;
}

const SITES = [
  'Depot',
  'Warehouse',
  'Pump Station',
  'Substation',
  'Kiosk',
  'Bus',
  'Tram',
  'Branch',
  'Gate',
  'Tower',
  'Barn',
  'Store',
] as const;

/** Statuses and their shares: mostly online, some offline, a few pending or not activated. */
const STATUSES = [
  { status: 1, weight: 60 },
  { status: 0, weight: 25 },
  { status: 2, weight: 8 },
  { status: 3, weight: 7 },
] as const;

/**
 * How common each kind of device is in a managed fleet: mostly routers, then gateways.
 * The models themselves come from `DEVICE_CATALOGUE` of `@netfleet/device-capabilities`,
 * so the seeded fleet holds exactly the models, order codes and firmware strings the
 * console's capability rules know.
 */
const KIND_WEIGHTS: Record<DeviceKind, number> = {
  router: 6,
  gateway: 3,
  switch: 1,
  access_point: 1,
};

const DAY_MS = 86_400_000;

/** Teltonika's OUI; the device part comes from the index, so MACs never collide. */
function macFor(index: number): string {
  const n = 0x100000 + index;
  const bytes = [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
  return ['00', '1E', '42', ...bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0'))].join(':');
}

/** Ten digits, unique per index: a stride larger than the random jitter. */
function serialFor(index: number, random: Random): string {
  return String(1_100_000_000 + index * 7919 + random.int(0, 7000));
}

/**
 * Builds `count` demo devices spread over `owners`: every owner gets one before any gets a
 * second (so every company has devices), the rest by weight. `model` is the catalogue's
 * model name, `original_model` its order code, `firmware` its firmware string. Deterministic
 * for a given `random` seed and `now`.
 */
export function generateDemoDevices(
  owners: readonly DeviceOwner[],
  count: number,
  random: Random,
  now: number,
  catalogue: readonly CatalogueEntry[] = DEVICE_CATALOGUE,
): DemoDeviceRow[] {
  const rows: DemoDeviceRow[] = [];
  for (let index = 0; index < count; index++) {
    const owner = owners[index] ?? random.weighted(owners, (o) => o.weight);
    const entry = random.weighted(catalogue, (e) => KIND_WEIGHTS[e.kind]);
    const { status } = random.weighted(STATUSES, (s) => s.weight);
    const createdAt = now - random.int(1, 730) * DAY_MS - random.int(0, DAY_MS);
    const lastSeenAt =
      status === 1
        ? now - random.int(0, 300_000)
        : status === 0
          ? now - random.int(3_600_000, 30 * DAY_MS)
          : status === 2
            ? now - random.int(0, DAY_MS)
            : null;
    // An eSIM only exists on models with a modem; one in five of those reports one.
    const esimRoll = random.next();
    rows.push({
      companyId: owner.id,
      name: `${random.pick(SITES)} ${entry.model} ${String(index + 1).padStart(4, '0')}`,
      serial: serialFor(index, random),
      mac: macFor(index),
      model: entry.model,
      originalModel: entry.orderCode,
      firmware: entry.firmware,
      status,
      esim: modelFacts(entry.model)?.mobile === true && esimRoll < 0.2,
      createdAt: new Date(createdAt),
      lastSeenAt: lastSeenAt === null ? null : new Date(Math.max(lastSeenAt, createdAt)),
    });
  }
  return rows;
}
