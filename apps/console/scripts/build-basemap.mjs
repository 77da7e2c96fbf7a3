#!/usr/bin/env node
// Writes the offline basemap the console's maps draw by default: public/map/world-110m.json,
// Natural Earth's 1:110m countries (public domain) from the `world-atlas` package, as one
// GeoJSON FeatureCollection with 3-decimal coordinates (about 100 m, finer than the data). The
// file is committed (formatted by Biome, as the repository's checks want it; brotli ~48 KB); run
// this again only to change it: `npm run basemap` in apps/console.
// See docs/adr/0014-maplibre-and-an-offline-basemap.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'));
const out = resolve(dirname(fileURLToPath(import.meta.url)), '../public/map/world-110m.json');

/** Rounds every coordinate of a (nested) coordinate array to 3 decimals. */
function round(coordinates) {
  return typeof coordinates[0] === 'number'
    ? coordinates.map((value) => Math.round(value * 1000) / 1000)
    : coordinates.map(round);
}

/**
 * A ring that crosses the antimeridian (Russia's Chukotka, Fiji) jumps from 180 to −180 between
 * two points; drawn flat, that edge spans the whole world. Unwrapped (each longitude within 180°
 * of the one before, so past 180 where it crosses), the ring stays where it is and MapLibre
 * draws the part beyond 180 on the next copy of the world. Antarctica's ring, which circles the
 * pole along −90°, keeps its one jump: its edge runs along the pole, off the map.
 */
function unwrap(ring) {
  if (ring.every(([, latitude]) => latitude > -89.9) === false) return ring;
  const out = [ring[0]];
  for (const [longitude, latitude] of ring.slice(1)) {
    const previous = out[out.length - 1][0];
    let next = longitude;
    while (next - previous > 180) next -= 360;
    while (previous - next > 180) next += 360;
    out.push([next, latitude]);
  }
  return out;
}

/** Unwraps every ring of a Polygon's or MultiPolygon's coordinates. */
function unwrapGeometry(geometry) {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: geometry.coordinates.map(unwrap) };
  return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(unwrap)) };
}

const countries = feature(topology, topology.objects.countries);
const collection = {
  type: 'FeatureCollection',
  features: countries.features.map((country) => ({
    type: 'Feature',
    // The name only: the basemap draws no labels (no glyphs offline), but it is handy when
    // inspecting the map's features.
    properties: { name: country.properties.name },
    geometry: {
      type: country.geometry.type,
      coordinates: round(unwrapGeometry(country.geometry).coordinates),
    },
  })),
};
// Compact: the file is data the browser reads, not code (biome.json leaves it alone).
writeFileSync(out, `${JSON.stringify(collection)}\n`);
console.log(`Wrote ${out}: ${collection.features.length} countries.`);
