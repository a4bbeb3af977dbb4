import { allowKeptNames } from './measure.ts';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import Papa from 'papaparse';
import { baselineOut, buildBaselinePage, contentTypeOf } from './baseline-page.ts';

const out = baselineOut('bare-map');

/** Builds the bare map page once per bench run (after the app's build: it serves the app's base map). */
export const buildBareMap = () => buildBaselinePage('bare-map');

/** [west, south, east, north] of the valid fixes in the app's CSV export (its Lat, Lng and GPS valid columns). */
export function fixBounds(csv: string): [number, number, number, number] {
  const { data } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
  const bounds: [number, number, number, number] = [180, 90, -180, -90];
  for (const row of data) {
    if (row['GPS valid'] !== 'true') continue;
    const lng = Number(row.Lng);
    const lat = Number(row.Lat);
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
    bounds[0] = Math.min(bounds[0], lng);
    bounds[1] = Math.min(bounds[1], lat);
    bounds[2] = Math.max(bounds[2], lng);
    bounds[3] = Math.max(bounds[3], lat);
  }
  if (bounds[0] > bounds[2]) throw new Error('the export has no valid fix (Lat, Lng, GPS valid)');
  return bounds;
}

/**
 * The types `vite preview` (which serves the app in the bench) compresses on the fly, when the browser
 * accepts gzip: its compression middleware's rule. Tiles and fonts go as they are.
 */
const compressedTypes = /text|javascript|\/json|xml/i;

/**
 * Serves the bare map's build and the app's base map (tiles, fonts) over real HTTP, as the app's are served:
 * scripts and styles gzipped on each request, as `vite preview` does the app's. Served raw, MapLibre's
 * megabyte came in about 5 ms against the app's 40–70 (bench/NOTES.md), and that difference was counted as
 * the app's.
 */
function serveBareMap(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.startsWith('/basemap/')
      ? join('dist', path)
      : join(out, path === '/' ? 'index.html' : path);
    if (path.includes('..') || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = contentTypeOf(file);
    const body = readFileSync(file);
    const gzip =
      compressedTypes.test(type) &&
      body.length >= 1024 &&
      /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, { 'Content-Type': type, ...(gzip && { 'Content-Encoding': 'gzip' }) });
    response.end(gzip ? gzipSync(body) : body);
  });
  return new Promise((resolve) => server.listen(0, 'localhost', () => resolve(server)));
}

/**
 * Opens the bare map in a page of the same context (same browser, same viewport) at the app map's view and
 * size: milliseconds from the call to its first idle.
 */
export async function bareMapFirstIdle(
  context: BrowserContext,
  bounds: [number, number, number, number],
  size: { width: number; height: number },
): Promise<number> {
  const server = await serveBareMap();
  const page = await context.newPage();
  try {
    await allowKeptNames(page);
    await page.goto(`http://localhost:${(server.address() as AddressInfo).port}/`);
    return await page.evaluate(([b, w, h]) => window.showBaseMap(b, w, h), [
      bounds,
      size.width,
      size.height,
    ] as const);
  } finally {
    await page.close();
    server.close();
  }
}
