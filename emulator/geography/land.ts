import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Is a point on land? Natural Earth 1:10m land from the `world-atlas` package, the same shapes the app's
 * offline base map is cut from, so a fix called land here is drawn on land there. Built once per process
 * on first use: every coastline edge is filed under the 0.01° rows of latitude it spans, so a test casts a
 * ray east across only the edges of its own row (even-odd rule; the shapes are split at the antimeridian,
 * so a ray never needs to wrap).
 */
const rowDeg = 0.01;
const rowOf = (lat: number) => Math.floor((lat + 90) / rowDeg);
const rowCount = rowOf(90) + 1;

interface Topology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: { land: { geometries: { type: string; arcs: number[][] | number[][][] }[] } };
}

/** Each arc as absolute [lng, lat, lng, lat, ...]; arcs a ring uses twice cancel out under even-odd. */
function coastlineArcs(): Float64Array[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8')) as Topology;
  const uses = new Uint32Array(topology.arcs.length);
  const count = (ring: number[]) => {
    for (const ref of ring) {
      const index = ref < 0 ? ~ref : ref;
      uses[index] = (uses[index] ?? 0) + 1;
    }
  };
  for (const geometry of topology.objects.land.geometries) {
    if (geometry.type === 'Polygon') (geometry.arcs as number[][]).forEach(count);
    else (geometry.arcs as number[][][]).forEach((polygon) => polygon.forEach(count));
  }
  const [scaleX, scaleY] = topology.transform.scale;
  const [offsetX, offsetY] = topology.transform.translate;
  const arcs: Float64Array[] = [];
  topology.arcs.forEach((arc, index) => {
    if ((uses[index] ?? 0) % 2 === 0) return;
    const out = new Float64Array(arc.length * 2);
    let x = 0;
    let y = 0;
    arc.forEach(([dx, dy], i) => {
      x += dx;
      y += dy;
      out[i * 2] = x * scaleX + offsetX;
      out[i * 2 + 1] = y * scaleY + offsetY;
    });
    arcs.push(out);
  });
  return arcs;
}

/** Per row of latitude, the edges that span it as [lat1, lng1, lat2, lng2, ...]. */
function buildRows(): Float64Array[] {
  const arcs = coastlineArcs();
  const eachEdge = (visit: (lat1: number, lng1: number, lat2: number, lng2: number) => void) => {
    for (const arc of arcs)
      for (let i = 2; i < arc.length; i += 2)
        visit(arc[i - 1] as number, arc[i - 2] as number, arc[i + 1] as number, arc[i] as number);
  };
  const counts = new Uint32Array(rowCount);
  eachEdge((lat1, _lng1, lat2) => {
    const last = rowOf(Math.max(lat1, lat2));
    for (let row = rowOf(Math.min(lat1, lat2)); row <= last; row += 1) counts[row] = (counts[row] ?? 0) + 1;
  });
  const rows = Array.from({ length: rowCount }, (_, row) => new Float64Array((counts[row] ?? 0) * 4));
  const filled = new Uint32Array(rowCount);
  eachEdge((lat1, lng1, lat2, lng2) => {
    const last = rowOf(Math.max(lat1, lat2));
    for (let row = rowOf(Math.min(lat1, lat2)); row <= last; row += 1) {
      const edges = rows[row] as Float64Array;
      const at = (filled[row] ?? 0) * 4;
      edges[at] = lat1;
      edges[at + 1] = lng1;
      edges[at + 2] = lat2;
      edges[at + 3] = lng2;
      filled[row] = (filled[row] ?? 0) + 1;
    }
  });
  return rows;
}

let rows: Float64Array[] | undefined;

export function isLand(lat: number, lng: number): boolean {
  rows ??= buildRows();
  const edges = rows[rowOf(lat)];
  if (!edges) return false;
  let inside = false;
  for (let i = 0; i < edges.length; i += 4) {
    const lat1 = edges[i] as number;
    const lat2 = edges[i + 2] as number;
    if (lat1 > lat !== lat2 > lat) {
      const lng1 = edges[i + 1] as number;
      const crossLng = lng1 + ((lat - lat1) / (lat2 - lat1)) * ((edges[i + 3] as number) - lng1);
      if (crossLng > lng) inside = !inside;
    }
  }
  return inside;
}
