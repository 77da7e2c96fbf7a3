import {
  DEVICE_CATALOGUE,
  familyOf,
  firmwareOrder,
  getDeviceCapabilities,
  modelFacts,
  resolveModel,
} from '@netfleet/device-capabilities';
import { describe, expect, it } from 'vitest';
import { createRandom } from './createRandom.js';
import { demoIngestToken, hashIngestToken } from './demoIngestToken.js';
import { demoDeviceBatches, generateDemoDevices } from './generateDemoDevices.js';

const owners = [
  { id: 1, weight: 1 },
  { id: 2, weight: 1 },
  { id: 3, weight: 4 },
  { id: 4, weight: 4 },
];
const NOW = Date.UTC(2025, 0, 15);

describe('generateDemoDevices', () => {
  it('is deterministic for a seed', () => {
    const a = generateDemoDevices(owners, 200, createRandom(7), NOW);
    const b = generateDemoDevices(owners, 200, createRandom(7), NOW);
    expect(a).toEqual(b);
    expect(generateDemoDevices(owners, 200, createRandom(8), NOW)).not.toEqual(a);
  });

  it('gives every owner a device before any gets a second', () => {
    const rows = generateDemoDevices(owners, 4, createRandom(1), NOW);
    expect(rows.map((row) => row.companyId)).toEqual([1, 2, 3, 4]);
  });

  it('takes models, order codes and firmware from the device-capabilities catalogue', () => {
    const rows = generateDemoDevices(owners, 500, createRandom(20240501), NOW);
    const catalogue = new Map(DEVICE_CATALOGUE.map((entry) => [entry.model, entry]));
    for (const row of rows) {
      const entry = catalogue.get(row.model);
      expect(entry).toBeDefined();
      expect(row.originalModel).toBe(entry?.orderCode);
      expect(row.firmware).toBe(entry?.firmware);
      // What the console derives from the row names the same model and reads the firmware.
      expect(resolveModel(row.originalModel)?.model).toBe(row.model);
      const caps = getDeviceCapabilities({ original_model: row.originalModel, firmware: row.firmware });
      expect(caps.fw_version).not.toBeNull();
      if (row.esim) expect([caps.has_mobile, modelFacts(row.model)?.esim]).toEqual([true, true]);
      expect(row.serial).toMatch(/^\d{10}$/);
      expect([0, 1, 2, 3]).toContain(row.status);
      expect((row.createdAt as Date).getTime()).toBeLessThan(NOW);
      if (row.status === 3) expect(row.lastSeenAt).toBeNull();
    }
    expect(new Set(rows.map((row) => row.serial)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.mac)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2, 3]));
    // Routers lead the fleet, and more than a handful of models appear.
    const routers = rows.filter((row) => catalogue.get(row.model)?.kind === 'router').length;
    expect(routers).toBeGreaterThan(rows.length / 2);
    expect(new Set(rows.map((row) => row.model)).size).toBeGreaterThan(30);
  });
});

describe('the fleet columns of generateDemoDevices', () => {
  const rows = generateDemoDevices(owners, 600, createRandom(20240501), NOW);

  it('fills family, firmware order and the ingest token hash of every device', () => {
    for (const row of rows) {
      expect(row.family).toBe(familyOf(row.model));
      expect(row.firmwareOrder).toBe(firmwareOrder(row.firmware));
      expect(row.firmwareOrder).toBeGreaterThan(0);
      expect(row.ingestTokenHash).toBe(hashIngestToken(demoIngestToken(row.serial)));
    }
  });

  it('gives mobile models an IMEI, and reporting ones operator, signal, SIM and this month’s data', () => {
    for (const row of rows) {
      const mobile = modelFacts(row.model)?.mobile === true;
      expect(row.imei === undefined).toBe(!mobile);
      if (mobile) expect(row.imei).toMatch(/^\d{15}$/);
      if (mobile && row.status !== 3) {
        expect(row.operator).toBeTruthy();
        expect(row.signal).toBeGreaterThanOrEqual(-113);
        expect(row.signal).toBeLessThanOrEqual(-51);
        expect(row.iccid).toMatch(/^\d{19}$/);
        expect([1, 2]).toContain(row.simSlot);
        expect(row.dataUsedBytes).toBeGreaterThan(0);
        expect(row.dataMonth).toBe('2025-01-01');
      } else {
        expect(row.operator).toBeUndefined();
        expect(row.dataUsedBytes).toBeUndefined();
      }
    }
    expect(new Set(rows.flatMap((row) => (row.imei ? [row.imei] : []))).size).toBe(
      rows.filter((row) => row.imei).length,
    );
  });

  it('places GPS models that reported in a city, and gives I/O models their states', () => {
    const placed = rows.filter((row) => row.latitude !== undefined);
    expect(placed.length).toBeGreaterThan(10);
    for (const row of placed) {
      expect(modelFacts(row.model)?.gps).toBe(true);
      expect(row.locationSource).toBe('gps');
      expect(row.latitude).toBeGreaterThan(35);
      expect(row.latitude).toBeLessThan(61);
    }
    for (const row of rows.filter((r) => r.io !== undefined)) expect(modelFacts(row.model)?.io).toBe(true);
    // A device never activated has reported nothing.
    for (const row of rows.filter((r) => r.status === 3)) {
      expect(row.ip).toBeUndefined();
      expect(row.latitude).toBeUndefined();
    }
  });

  it('yields the same rows in batches', () => {
    const batches = [...demoDeviceBatches(owners, 600, createRandom(20240501), NOW, 250)];
    expect(batches.map((batch) => batch.length)).toEqual([250, 250, 100]);
    expect(batches.flat()).toEqual(rows);
  });
});
