// Builds the offline base map from Natural Earth (the world-atlas package): land polygons and country
// borders as GeoJSON in public/basemap/, with coordinates rounded to ~100 m, which still looks right at
// city zoom and keeps the files small. Runs before `dev` and `build`; skips work when up to date.
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const atlas = dirname(require.resolve('world-atlas/package.json'));
const outDir = new URL('../public/basemap/', import.meta.url).pathname;
const sources = { land: join(atlas, 'land-10m.json'), countries: join(atlas, 'countries-10m.json') };
const outputs = { land: join(outDir, 'land.geojson'), borders: join(outDir, 'borders.geojson') };

const upToDate = Object.values(outputs).every((file) => {
  try {
    return statSync(file).mtimeMs >= statSync(sources.countries).mtimeMs;
  } catch {
    return false;
  }
});
if (upToDate) process.exit(0);

const round = (value) => Math.round(value * 1000) / 1000;
const roundCoords = (coords) => (typeof coords[0] === 'number' ? coords.map(round) : coords.map(roundCoords));
const roundGeometry = (geometry) =>
  geometry.type === 'GeometryCollection'
    ? { ...geometry, geometries: geometry.geometries.map(roundGeometry) }
    : { ...geometry, coordinates: roundCoords(geometry.coordinates) };

const land = JSON.parse(readFileSync(sources.land, 'utf8'));
const countries = JSON.parse(readFileSync(sources.countries, 'utf8'));
const landFeatures = feature(land, land.objects.land);
const borders = mesh(countries, countries.objects.countries, (a, b) => a !== b);

mkdirSync(outDir, { recursive: true });
writeFileSync(
  outputs.land,
  JSON.stringify({
    type: 'FeatureCollection',
    features: landFeatures.features.map((f) => ({
      type: 'Feature',
      properties: {},
      geometry: roundGeometry(f.geometry),
    })),
  }),
);
writeFileSync(
  outputs.borders,
  JSON.stringify({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: roundGeometry(borders) }],
  }),
);
console.log(`basemap: wrote ${Object.values(outputs).join(', ')}`);
