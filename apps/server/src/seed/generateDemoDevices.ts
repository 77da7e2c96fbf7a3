import {
  type CatalogueEntry,
  DEVICE_CATALOGUE,
  type DeviceKind,
  firmwareOrder,
  modelFacts,
} from '@netfleet/device-capabilities';
import type { devices } from '../db/schema.js';
import type { Random } from './createRandom.js';
import { demoIngestToken, hashIngestToken } from './demoIngestToken.js';

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

/** Areas GPS devices move in: a city's centre and the spread around it, in degrees. */
const CITIES = [
  { latitude: 54.6872, longitude: 25.2797, spread: 0.12 }, // Vilnius
  { latitude: 54.8985, longitude: 23.9036, spread: 0.1 }, // Kaunas
  { latitude: 59.9139, longitude: 10.7522, spread: 0.12 }, // Oslo
  { latitude: 35.6762, longitude: 139.6503, spread: 0.2 }, // Tokyo
  { latitude: 50.4501, longitude: 30.5234, spread: 0.15 }, // Kyiv
  { latitude: 52.52, longitude: 13.405, spread: 0.15 }, // Berlin
] as const;

/** Mobile operators with their mobile country and network codes (the ICCID's issuer part). */
const OPERATORS = [
  { name: 'Telia', issuer: '893701' },
  { name: 'Bite', issuer: '893702' },
  { name: 'Tele2', issuer: '893703' },
  { name: 'Telenor', issuer: '894701' },
  { name: 'Vodafone', issuer: '894902' },
] as const;

/** Mobile technologies and their shares; 5G only on the 5G models. */
const TECHNOLOGIES = [
  { name: 'LTE', weight: 70 },
  { name: '3G', weight: 8 },
  { name: 'LTE-M', weight: 4 },
] as const;

/** Luhn check digit of a digit string (IMEI, ICCID). */
function luhn(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The first day of `now`'s month (UTC), as `data_month` holds it. */
function monthOf(now: number): string {
  return `${new Date(now).toISOString().slice(0, 8)}01`;
}

/** Bytes used this month: log-uniform from 1 MB to 20 GB, most devices a few hundred MB. */
function dataBytes(random: Random): number {
  return Math.round(10 ** (6 + random.next() * 4.3));
}

/**
 * Builds `count` demo devices spread over `owners`: every owner gets one before any gets a
 * second (so every company has devices), the rest by weight. `model` is the catalogue's
 * model name, `original_model` its order code, `firmware` its firmware string. Deterministic
 * for a given `random` seed and `now`. For large fleets use {@link demoDeviceBatches}.
 */
export function generateDemoDevices(
  owners: readonly DeviceOwner[],
  count: number,
  random: Random,
  now: number,
  catalogue: readonly CatalogueEntry[] = DEVICE_CATALOGUE,
): DemoDeviceRow[] {
  return [...demoDeviceBatches(owners, count, random, now, count, catalogue)].flat();
}

/**
 * The devices of {@link generateDemoDevices} in batches of `batchSize` rows, so that a fleet of
 * a million never sits in memory at once. Every column is filled as the device would report it:
 * family and firmware order from device-capabilities; mobile models an IMEI, ICCID, SIM slot,
 * operator, technology, signal and this month's data; GPS models a position in one of a few
 * cities; I/O models their inputs and outputs; every device the hash of its demo ingest token.
 * A device never activated has reported nothing.
 */
export function* demoDeviceBatches(
  owners: readonly DeviceOwner[],
  count: number,
  random: Random,
  now: number,
  batchSize: number,
  catalogue: readonly CatalogueEntry[] = DEVICE_CATALOGUE,
): Generator<DemoDeviceRow[]> {
  const month = monthOf(now);
  let rows: DemoDeviceRow[] = [];
  for (let index = 0; index < count; index++) {
    const owner = owners[index] ?? random.weighted(owners, (o) => o.weight);
    const entry = random.weighted(catalogue, (e) => KIND_WEIGHTS[e.kind]);
    const facts = modelFacts(entry.model);
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
    const seen = lastSeenAt === null ? null : new Date(Math.max(lastSeenAt, createdAt));
    const reported = seen !== null;
    const mobile = facts?.mobile === true;
    // An eSIM only exists on models sold with one (the catalogue's `esim` fact); one in five
    // of those reports one in use.
    const esimRoll = random.next();
    const serial = serialFor(index, random);
    const row: DemoDeviceRow = {
      companyId: owner.id,
      name: `${random.pick(SITES)} ${entry.model} ${String(index + 1).padStart(4, '0')}`,
      serial,
      mac: macFor(index),
      model: entry.model,
      originalModel: entry.orderCode,
      firmware: entry.firmware,
      status,
      esim: mobile && facts?.esim === true && esimRoll < 0.2,
      createdAt: new Date(createdAt),
      lastSeenAt: seen,
      family: entry.family,
      firmwareOrder: firmwareOrder(entry.firmware),
      ingestTokenHash: hashIngestToken(demoIngestToken(serial)),
      ingestTokenIssuedAt: new Date(createdAt),
    };
    if (mobile) {
      const imei = `3548${String(index).padStart(10, '0')}`;
      row.imei = imei + luhn(imei);
    }
    if (reported) {
      row.ip = mobile
        ? `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`
        : `84.15.${random.int(0, 255)}.${random.int(1, 254)}`;
      if (mobile) {
        const operator = random.pick(OPERATORS);
        const fiveG = /5G|RUTX50|RUTM50|RUTC50/.test(`${entry.model} ${entry.series}`);
        row.operator = operator.name;
        row.technology =
          fiveG && random.next() < 0.6 ? '5G-NSA' : random.weighted(TECHNOLOGIES, (t) => t.weight).name;
        row.signal = random.int(-113, -51);
        row.simSlot = (facts?.sims ?? 1) > 1 && random.next() < 0.15 ? 2 : 1;
        const iccid = `${operator.issuer}${String(index).padStart(12, '0')}`;
        row.iccid = iccid + luhn(iccid);
        row.dataUsedBytes = dataBytes(random);
        row.dataMonth = month;
      }
      if (facts?.gps) {
        const city = random.pick(CITIES);
        row.latitude = Number((city.latitude + (random.next() - 0.5) * 2 * city.spread).toFixed(6));
        row.longitude = Number((city.longitude + (random.next() - 0.5) * 2 * city.spread).toFixed(6));
        row.locationSource = 'gps';
        row.locatedAt = seen;
      }
      if (facts?.io)
        row.io = { din1: random.next() < 0.5, din2: random.next() < 0.2, dout1: random.next() < 0.3 };
    }
    rows.push(row);
    if (rows.length === batchSize) {
      yield rows;
      rows = [];
    }
  }
  if (rows.length > 0) yield rows;
}
