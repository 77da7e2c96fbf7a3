import type { devices } from '../db/schema.js';
import { type CatalogueModel, DEVICE_CATALOGUE, firmwareString } from './catalogue.js';
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

function pickVersion(model: CatalogueModel, random: Random): string {
  // Newer firmware is more common in a managed fleet: weight by position in the list.
  return random.weighted(model.firmwareVersions, (version) => model.firmwareVersions.indexOf(version) + 1);
}

/**
 * Builds `count` demo devices spread over `owners`: every owner gets one before any gets a
 * second (so every company has devices), the rest by weight. Deterministic for a given
 * `random` seed and `now`.
 */
export function generateDemoDevices(
  owners: readonly DeviceOwner[],
  count: number,
  random: Random,
  now: number,
): DemoDeviceRow[] {
  const rows: DemoDeviceRow[] = [];
  for (let index = 0; index < count; index++) {
    const owner = owners[index] ?? random.weighted(owners, (o) => o.weight);
    const model = random.weighted(DEVICE_CATALOGUE, (m) => m.weight);
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
    rows.push({
      companyId: owner.id,
      name: `${random.pick(SITES)} ${model.model} ${String(index + 1).padStart(4, '0')}`,
      serial: serialFor(index, random),
      mac: macFor(index),
      model: random.pick(model.orderCodes),
      originalModel: model.model,
      firmware: firmwareString(model, pickVersion(model, random)),
      status,
      esim: model.esim && random.next() < 0.5,
      createdAt: new Date(createdAt),
      lastSeenAt: lastSeenAt === null ? null : new Date(Math.max(lastSeenAt, createdAt)),
    });
  }
  return rows;
}
