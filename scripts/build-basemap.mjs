// Builds the offline base map from Natural Earth 1:10m (the world-atlas package): land and country borders
// cut into vector tiles (zoom 0 to 6) in public/basemap/tiles/{z}/{x}/{y}.pbf. A map then reads only the
// few tiles it shows, instead of parsing 8 MB of GeoJSON on every start; zoom 6 tiles hold about 150 m of
// detail, which MapLibre draws on at city zoom. Every tile of the pyramid is written, empty where there is
// only sea, so a static host never answers a tile with its SPA fallback page. Runs before `dev` and
// `build`; skips work when up to date.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import GeoJSONVT from 'geojson-vt';
import { feature, mesh } from 'topojson-client';
import { fromGeojsonVt } from 'vt-pbf';

const maxZoom = 6;
const require = createRequire(import.meta.url);
const atlas = dirname(require.resolve('world-atlas/package.json'));
const outDir = new URL('../public/basemap/', import.meta.url).pathname;
const tilesDir = join(outDir, 'tiles');
const marker = join(tilesDir, `built-z${maxZoom}.txt`);
const sources = { land: join(atlas, 'land-10m.json'), countries: join(atlas, 'countries-10m.json') };

const upToDate = (() => {
  try {
    return statSync(marker).mtimeMs >= statSync(sources.countries).mtimeMs;
  } catch {
    return false;
  }
})();
if (upToDate) process.exit(0);

const land = JSON.parse(readFileSync(sources.land, 'utf8'));
const countries = JSON.parse(readFileSync(sources.countries, 'utf8'));
const layers = {
  land: new GeoJSONVT(feature(land, land.objects.land), { maxZoom, indexMaxZoom: maxZoom }),
  borders: new GeoJSONVT(
    {
      type: 'Feature',
      properties: {},
      geometry: mesh(countries, countries.objects.countries, (a, b) => a !== b),
    },
    { maxZoom, indexMaxZoom: maxZoom },
  ),
};

rmSync(outDir, { recursive: true, force: true });
const empty = { features: [] };
let written = 0;
for (let z = 0; z <= maxZoom; z += 1) {
  for (let x = 0; x < 2 ** z; x += 1) {
    mkdirSync(join(tilesDir, String(z), String(x)), { recursive: true });
    for (let y = 0; y < 2 ** z; y += 1) {
      const tile = {
        land: layers.land.getTile(z, x, y) ?? empty,
        borders: layers.borders.getTile(z, x, y) ?? empty,
      };
      const bytes = tile.land === empty && tile.borders === empty ? new Uint8Array() : fromGeojsonVt(tile);
      writeFileSync(join(tilesDir, String(z), String(x), `${y}.pbf`), bytes);
      written += 1;
    }
  }
}
writeFileSync(marker, `Natural Earth 1:10m land and borders, zoom 0-${maxZoom}\n`);
console.log(`basemap: wrote ${written} tiles to ${tilesDir}`);
