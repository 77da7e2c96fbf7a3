import { describe, expect, it } from 'vitest';
import { fleetBounds, fleetFeatures } from './fleetFeatures.js';

const locations = {
  id: [4, 9, 12],
  latitude: [59.91, 54.69, 95],
  longitude: [10.75, 25.28, 10],
  status: [1, 0, 2],
  name: ['Bus 12', 'Kiosk', 'Broken'],
};

describe('fleetFeatures', () => {
  it('makes a point per located device with its id, name and status, leaving out impossible positions', () => {
    const { features } = fleetFeatures(locations);
    expect(features).toEqual([
      {
        type: 'Feature',
        id: 4,
        properties: { id: 4, name: 'Bus 12', status: 1 },
        geometry: { type: 'Point', coordinates: [10.75, 59.91] },
      },
      {
        type: 'Feature',
        id: 9,
        properties: { id: 9, name: 'Kiosk', status: 0 },
        geometry: { type: 'Point', coordinates: [25.28, 54.69] },
      },
    ]);
  });
});

describe('fleetBounds', () => {
  it('is the box around the devices, or null when none is located', () => {
    expect(
      fleetBounds({ ...locations, id: [4, 9], latitude: [59.91, 54.69], longitude: [10.75, 25.28] }),
    ).toEqual([
      [10.75, 54.69],
      [25.28, 59.91],
    ]);
    expect(fleetBounds({ id: [], latitude: [], longitude: [], status: [], name: [] })).toBeNull();
  });
});
