import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mapsDirOf } from '../scripts/source-maps-plugin.ts';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export interface BundleReport {
  initialJsGzipKb: number;
  initialChunks: { file: string; gzipKb: number }[];
  allChunks: { file: string; kb: number; gzipKb: number }[];
  maplibreInInitial: boolean;
  /**
   * The initial JS by where its code comes from, by the build's source maps, each gzipped as one stream:
   * the fixed stack's libraries, other libraries, the app's own code. Absent in reports before 27 November.
   */
  initialByOrigin?: Record<Origin, number> & { otherLibraryNames: string[] };
}

type Origin = 'fixedStack' | 'otherLibraries' | 'app';

/**
 * The libraries of the stack the mission fixes (React, React Router, TanStack Query, MUI) and what they
 * bring with them: MUI's styling engine (emotion), its popper, their helpers. oidc-client-ts is fixed too,
 * but loads only when a sign-in needs it.
 */
const fixedStack =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query)|@mui\/[^/]+|@emotion\/[^/]+|@popperjs\/core|stylis|hoist-non-react-statics|react-is|react-transition-group|clsx|prop-types|use-sync-external-store|@babel\/runtime|cookie|set-cookie-parser|oidc-client-ts)\//;

function originOf(source: string | null): Origin {
  if (source && fixedStack.test(source)) return 'fixedStack';
  return source?.includes('node_modules/') ? 'otherLibraries' : 'app';
}

/** Splits each file's code by the source its map names, and gzips each origin's code as one stream. */
function byOrigin(
  dist: string,
  paths: readonly string[],
): Record<Origin, number> & { otherLibraryNames: string[] } {
  const parts: Record<Origin, string[]> = { fixedStack: [], otherLibraries: [], app: [] };
  const others = new Set<string>();
  for (const path of paths) {
    const code = readFileSync(join(dist, path), 'utf8');
    let map: RawSourceMap;
    try {
      map = JSON.parse(readFileSync(join(mapsDirOf(dist), `${path}.map`), 'utf8')) as RawSourceMap;
    } catch {
      // A file without a map (the bundler's runtime, a few hundred bytes) counts as the app's.
      parts.app.push(code);
      continue;
    }
    const lines = code.split('\n');
    const segments: { line: number; column: number; origin: Origin }[] = [];
    new SourceMapConsumer(map).eachMapping((m) => {
      const origin = originOf(m.source);
      segments.push({ line: m.generatedLine, column: m.generatedColumn, origin });
      const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(m.source ?? '')?.[1];
      if (origin === 'otherLibraries' && name) others.add(name);
    });
    segments.sort((a, b) => a.line - b.line || a.column - b.column);
    segments.forEach((segment, i) => {
      const next = segments[i + 1];
      const line = lines[segment.line - 1] ?? '';
      const end = next?.line === segment.line ? next.column : line.length;
      parts[segment.origin].push(line.slice(segment.column, end));
    });
  }
  const gzipped = (texts: string[]) => kb(gzipSync(texts.join('')).length);
  return {
    fixedStack: gzipped(parts.fixedStack),
    otherLibraries: gzipped(parts.otherLibraries),
    app: gzipped(parts.app),
    otherLibraryNames: [...others].sort(),
  };
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
    initialByOrigin: byOrigin(dist, initial),
  };
}
