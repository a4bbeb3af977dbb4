import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleReport {
  initialJsGzipKb: number;
  initialChunks: { file: string; gzipKb: number }[];
  allChunks: { file: string; kb: number; gzipKb: number }[];
  maplibreInInitial: boolean;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * The JS the events route needs before it can run: the files Chromium loaded to paint the events page
 * (entry, preloads and the page's own lazy chunk), as paths under dist; without them, what index.html
 * loads.
 */
export function bundleReport(dist: string, loaded?: readonly string[]): BundleReport {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial =
    loaded ?? [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const files = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const allChunks = files.map((file) => {
    const bytes = readFileSync(join(dist, 'assets', file));
    return { file, kb: kb(bytes.length), gzipKb: kb(gzipSync(bytes).length) };
  });
  const initialChunks = initial.map((path) => {
    const bytes = readFileSync(join(dist, path));
    return {
      file: path.replace('assets/', ''),
      gzipKb: kb(gzipSync(bytes).length),
      text: bytes.toString('utf8'),
    };
  });
  return {
    initialJsGzipKb: Math.round(initialChunks.reduce((sum, c) => sum + c.gzipKb, 0) * 10) / 10,
    initialChunks: initialChunks.map(({ file, gzipKb }) => ({ file, gzipKb })),
    allChunks: allChunks.sort((a, b) => b.gzipKb - a.gzipKb),
    // MapLibre's own error text is a reliable fingerprint of its code.
    maplibreInInitial: initialChunks.some(
      (c) => c.text.includes('maplibregl') || c.text.includes('MapLibre GL'),
    ),
  };
}
