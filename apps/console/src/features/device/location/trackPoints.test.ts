import { describe, expect, it } from 'vitest';
import { type TrackPoint, trackBounds, trackFeatures, trackPoints, withLivePoints } from './trackPoints.js';

const point = (t: number, latitude: number, longitude: number): TrackPoint => ({
  t,
  latitude,
  longitude,
  speed: null,
  source: 'gps',
});

describe('trackPoints', () => {
  it('reads the columns as points, oldest first, and leaves out rows out of range', () => {
    const points = trackPoints({
      t: [100, 200, 300],
      latitude: [59.9, 91, 59.95],
      longitude: [10.7, 10.8, 10.75],
      speed: [12.5, null, null],
      altitude: [null, null, null],
      satellites: [null, null, null],
      source: ['gps', 'gps', 'manual'],
    });
    expect(points).toEqual([
      { t: 100, latitude: 59.9, longitude: 10.7, speed: 12.5, source: 'gps' },
      { t: 300, latitude: 59.95, longitude: 10.75, speed: null, source: 'manual' },
    ]);
  });
});

describe('withLivePoints', () => {
  it('adds a live position only when it is newer than the track and elsewhere', () => {
    const track = [point(100, 1, 1), point(200, 2, 2)];
    const live = [point(150, 3, 3), point(300, 2, 2), point(400, 4, 4), point(500, 4, 4)];
    expect(withLivePoints(track, live).map((each) => each.t)).toEqual([100, 200, 400]);
    expect(withLivePoints([], [point(10, 1, 1)])).toHaveLength(1);
  });
});

describe('trackBounds', () => {
  it('is the box around the points, or null for none', () => {
    expect(trackBounds([point(1, 59.9, 10.8), point(2, 60.1, 10.6)])).toEqual([
      [10.6, 59.9],
      [10.8, 60.1],
    ]);
    expect(trackBounds([])).toBeNull();
  });
});

describe('trackFeatures', () => {
  it('draws a line with its start and end; a single point is only the end', () => {
    const features = trackFeatures([point(1, 1, 2), point(2, 3, 4), point(3, 5, 6)]).features;
    expect(features.map((feature) => feature.properties.role)).toEqual(['line', 'start', 'end']);
    expect(features[0]?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [2, 1],
        [4, 3],
        [6, 5],
      ],
    });
    expect(features[2]?.geometry).toEqual({ type: 'Point', coordinates: [6, 5] });
    expect(trackFeatures([point(1, 1, 2)]).features.map((feature) => feature.properties.role)).toEqual([
      'end',
    ]);
    expect(trackFeatures([]).features).toEqual([]);
  });
});
