import { describe, expect, it } from 'vitest';
import { DEVICE_CATALOGUE } from './catalogue.js';
import { createRandom } from './createRandom.js';
import { generateDemoDevices } from './generateDemoDevices.js';

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

  it('builds catalogue models with order codes, vendor firmware, unique serials and MACs', () => {
    const rows = generateDemoDevices(owners, 500, createRandom(20240501), NOW);
    const models = new Map(DEVICE_CATALOGUE.map((model) => [model.model, model]));
    for (const row of rows) {
      const model = models.get(row.originalModel);
      expect(model?.orderCodes).toContain(row.model);
      expect(row.firmware).toMatch(
        new RegExp(`^${model?.firmwarePrefix}_R_\\d{2}\\.\\d{2}\\.\\d{2}\\.\\d+$`),
      );
      expect(row.serial).toMatch(/^\d{10}$/);
      expect([0, 1, 2, 3]).toContain(row.status);
      expect((row.createdAt as Date).getTime()).toBeLessThan(NOW);
      if (row.status === 3) expect(row.lastSeenAt).toBeNull();
    }
    expect(new Set(rows.map((row) => row.serial)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.mac)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set([0, 1, 2, 3]));
  });
});
