import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import type { Fixes } from './fixes';

/** Width in screen pixels of a clustering cell; fixes closer than about this share a circle. */
const cellPx = 60;
/** MapLibre's tiles are 512 px wide, so the world is 512 · 2^zoom px at a zoom. */
const worldPx = 512;

/**
 * The clusters of one integer zoom: for each, its fix count, position (mean of its fixes) and members (fix
 * indices, grouped: cluster c's are `members[start[c]]` to `members[start[c] + count[c] - 1]`).
 */
export interface Clusters {
  zoom: number;
  /** The Web Mercator area ([x0, y0, x1, y1]) whose fixes were clustered, or null for the whole world. */
  area: readonly [number, number, number, number] | null;
  size: number;
  count: Int32Array;
  lng: Float64Array;
  lat: Float64Array;
  start: Int32Array;
  members: Int32Array;
}

/**
 * Clusters the fixes for one zoom on a screen-space grid, then joins neighbouring cells whose centres lie
 * closer than a cell (so a group straddling a grid line is one circle, and circles do not overlap). Linear in
 * the fixes, so it is redone per zoom and per area instead of building an index of every zoom up front,
 * which for 100k fixes took seconds in MapLibre's worker.
 */
export function clusterFixes(fixes: Fixes, zoom: number, area: Clusters['area'] = null): Clusters {
  const scale = (worldPx * 2 ** zoom) / cellPx;
  // Integer keys, exact in a double up to zoom 22, so a neighbour's key is found by arithmetic.
  const width = Math.floor(scale) + 1;
  const cellIndex = new Map<number, number>();
  const cellX: number[] = [];
  const cellY: number[] = [];
  const clusterOf = new Int32Array(fixes.count).fill(-1);
  const sumX: number[] = [];
  const sumY: number[] = [];
  const total: number[] = [];
  for (let i = 0; i < fixes.count; i += 1) {
    const x = fixes.x[i] ?? 0;
    const y = fixes.y[i] ?? 0;
    if (area && (x < area[0] || y < area[1] || x > area[2] || y > area[3])) continue;
    const cx = Math.floor(x * scale);
    const cy = Math.floor(y * scale);
    const key = cy * width + cx;
    let cell = cellIndex.get(key);
    if (cell === undefined) {
      cell = total.length;
      cellIndex.set(key, cell);
      cellX.push(cx);
      cellY.push(cy);
      sumX.push(0);
      sumY.push(0);
      total.push(0);
    }
    clusterOf[i] = cell;
    sumX[cell] = (sumX[cell] ?? 0) + x;
    sumY[cell] = (sumY[cell] ?? 0) + y;
    total[cell] = (total[cell] ?? 0) + 1;
  }

  const into = joinNeighbours(cellIndex, cellX, cellY, sumX, sumY, total, scale, width);
  return gather(fixes, zoom, area, clusterOf, into);
}

/** For each cell, the cell it joins (itself when it stays): biggest cells first take in close neighbours. */
function joinNeighbours(
  cellIndex: Map<number, number>,
  cellX: number[],
  cellY: number[],
  sumX: number[],
  sumY: number[],
  total: number[],
  scale: number,
  width: number,
): Int32Array {
  const cells = total.length;
  const into = new Int32Array(cells).map((_, c) => c);
  const order = [...into].sort((a, b) => (total[b] ?? 0) - (total[a] ?? 0));
  const centre = (c: number, sum: number[]) => ((sum[c] ?? 0) / (total[c] ?? 1)) * scale;
  for (const cell of order) {
    if (into[cell] !== cell) continue;
    const x = centre(cell, sumX);
    const y = centre(cell, sumY);
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        if (dx === 0 && dy === 0) continue;
        const other = cellIndex.get(((cellY[cell] ?? 0) + dy) * width + (cellX[cell] ?? 0) + dx);
        if (other === undefined || into[other] !== other || (total[other] ?? 0) > (total[cell] ?? 0)) {
          continue;
        }
        if (Math.hypot(centre(other, sumX) - x, centre(other, sumY) - y) < 1) into[other] = cell;
      }
    }
  }
  return into;
}

function gather(
  fixes: Fixes,
  zoom: number,
  area: Clusters['area'],
  clusterOf: Int32Array,
  into: Int32Array,
): Clusters {
  // Cells that stayed become clusters 0..size-1; a joined cell belongs to the cell its host joined, if any.
  const numberOf = new Int32Array(into.length).fill(-1);
  let size = 0;
  into.forEach((target, cell) => {
    if (target === cell) numberOf[cell] = size++;
  });
  const root = (cell: number): number => {
    let at = cell;
    while (into[at] !== at) at = into[at] ?? at;
    return at;
  };
  const count = new Int32Array(size);
  const lng = new Float64Array(size);
  const lat = new Float64Array(size);
  const clusterOfFix = new Int32Array(fixes.count);
  let drawn = 0;
  for (let i = 0; i < fixes.count; i += 1) {
    const cell = clusterOf[i] ?? -1;
    const cluster = cell < 0 ? -1 : (numberOf[root(cell)] ?? -1);
    clusterOfFix[i] = cluster;
    if (cluster < 0) continue;
    drawn += 1;
    count[cluster] = (count[cluster] ?? 0) + 1;
    lng[cluster] = (lng[cluster] ?? 0) + (fixes.lng[i] ?? 0);
    lat[cluster] = (lat[cluster] ?? 0) + (fixes.lat[i] ?? 0);
  }
  const start = new Int32Array(size);
  for (let c = 1; c < size; c += 1) start[c] = (start[c - 1] ?? 0) + (count[c - 1] ?? 0);
  const cursor = start.slice();
  const members = new Int32Array(drawn);
  for (let i = 0; i < fixes.count; i += 1) {
    const cluster = clusterOfFix[i] ?? -1;
    if (cluster < 0) continue;
    members[cursor[cluster] ?? 0] = i;
    cursor[cluster] = (cursor[cluster] ?? 0) + 1;
  }
  for (let c = 0; c < size; c += 1) {
    lng[c] = (lng[c] ?? 0) / (count[c] ?? 1);
    lat[c] = (lat[c] ?? 0) / (count[c] ?? 1);
  }
  return { zoom, area, size, count, lng, lat, start, members };
}

export function membersOf(clusters: Clusters, cluster: number): Int32Array {
  const start = clusters.start[cluster] ?? 0;
  return clusters.members.subarray(start, start + (clusters.count[cluster] ?? 0));
}

/** A cluster's label: exact up to 999, then 1.2k, 12k (the decimal mark and suffix of the active language). */
export function abbreviateCount(count: number): string {
  if (count < 1000) return String(count);
  const digits = count < 10_000 ? 1 : 0;
  const n = formatNumber(count / 1000, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return i18n.t('map:cluster.thousands', { n });
}
