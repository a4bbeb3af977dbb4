// npm run bench:initial-js: the events route's initial JS as `npm run bench` measures it (what Chromium
// loaded to paint the page, gzipped; by origin), without the bench's sizes: a small fleet, the built `dist`
// as it is (run `npm run build` first). Prints the figures and, by the source maps, the app's own modules in
// that load with their source sizes, biggest first, so a change to what loads first can be checked in a
// minute. Settings: BENCH_VEHICLES (20), the bench's ports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapsDirOf } from '../scripts/source-maps-plugin.ts';
import { bundleReport } from './bundle.ts';
import { waitForMark, weekUrl } from './page-steps.ts';
import { openSignedInPage } from './profile-page.ts';

/** The app's own source files in `files` (by their source maps), with the length of each one's source. */
function appModules(files: readonly string[]): [string, number][] {
  const modules = new Map<string, number>();
  for (const file of files) {
    let map: { sources: string[]; sourcesContent?: (string | null)[] };
    try {
      map = JSON.parse(readFileSync(join(mapsDirOf('dist'), `${file}.map`), 'utf8')) as typeof map;
    } catch {
      continue;
    }
    map.sources.forEach((source, i) => {
      if (source.includes('node_modules')) return;
      modules.set(source.replace(/^(\.\.\/)+/, ''), map.sourcesContent?.[i]?.length ?? 0);
    });
  }
  return [...modules].sort((a, b) => b[1] - a[1]);
}

async function main(): Promise<void> {
  const { browser, page, appUrl } = await openSignedInPage();
  await page.goto(weekUrl(appUrl));
  await waitForMark(page, 'events-painted');
  const loaded = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/[^/]+\.js$/.test(path))
      .map((path) => path.slice(1)),
  );
  await browser.close();
  const report = bundleReport('dist', loaded);
  console.log(`initial JS of the events route: ${report.initialJsGzipKb} KB gzip`);
  console.log('by origin (KB gzip):', JSON.stringify(report.initialByOrigin));
  for (const chunk of report.initialChunks)
    console.log(`  ${chunk.gzipKb.toFixed(1).padStart(6)}  ${chunk.file}`);
  console.log("\nthe app's modules in it (source characters):");
  for (const [source, length] of appModules(loaded))
    console.log(`  ${String(length).padStart(6)}  ${source}`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
