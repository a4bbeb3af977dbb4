import { seedOf } from '../fleet-data/random.ts';
import type { City, Place } from './cities.ts';
import { distanceKm, type LatLng } from './geo.ts';
import { isDry } from './lakes.ts';
import { roadBetween, type RoadShape, type Segment } from './road-shape.ts';

/** A route between two junctions: the roads it takes, joined into one path. */
export interface Route {
  points: LatLng[];
  /** Segment i runs from points[i] to points[i + 1]. */
  segments: Segment[];
  /** Distance from the start to each point, km. */
  cumulativeKm: number[];
  km: number;
}

export interface RoadNetwork {
  city: City;
  /** Places on land that roads connect, the city centre first. */
  junctions: Place[];
  /** Road distance between two junctions (indexes into junctions), km. */
  km(from: number, to: number): number;
  route(from: number, to: number): Route;
}

const neighbours = 6;
const maxRoadKm = 10;

interface Edge {
  to: number;
  shape: RoadShape;
  reversed: boolean;
}

function reverse(shape: RoadShape): RoadShape {
  return {
    points: [...shape.points].reverse(),
    segments: [...shape.segments]
      .reverse()
      .map((s) => ({ street: s.street, fromNumber: s.toNumber, toNumber: s.fromNumber })),
    km: shape.km,
  };
}

/** Roads between each place and its nearest neighbours that stay on land, kept if reachable from the centre. */
function buildNetwork(city: City): RoadNetwork {
  const onLand = city.places.filter((p) => isDry(p.lat, p.lng));
  const gridDeg = seedOf('grid', city.name) % 90;
  const edges: Edge[][] = onLand.map(() => []);
  const seen = new Set<string>();
  onLand.forEach((a, i) => {
    const nearest = onLand
      .map((b, j) => ({ j, km: distanceKm(a, b) }))
      .filter(({ j, km }) => j !== i && km <= maxRoadKm)
      .sort((x, y) => x.km - y.km)
      .slice(0, neighbours);
    for (const { j } of nearest) {
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const [from, to] = i < j ? [a, onLand[j] as Place] : [onLand[j] as Place, a];
      const shape = roadBetween(
        `${city.name}|${from.name}|${to.name}`,
        from,
        to,
        gridDeg,
        city.streets.length,
        city.maxNumber,
      );
      if (!shape) continue;
      const [low, high] = i < j ? [i, j] : [j, i];
      edges[low]?.push({ to: high, shape, reversed: false });
      edges[high]?.push({ to: low, shape, reversed: true });
    }
  });
  // Keep what the centre reaches (index 0 when the centre is on land), then shortest paths between all.
  const reached = new Set<number>([0]);
  for (const queue = [0]; queue.length > 0;) {
    for (const edge of edges[queue.pop() ?? 0] ?? []) {
      if (!reached.has(edge.to)) {
        reached.add(edge.to);
        queue.push(edge.to);
      }
    }
  }
  const keep = [...reached].sort((x, y) => x - y);
  const indexOf = new Map(keep.map((old, index) => [old, index]));
  const junctions = keep.map((old) => onLand[old] as Place);
  const graph = keep.map((old) =>
    (edges[old] ?? []).map((e) => ({ ...e, to: indexOf.get(e.to) ?? -1 })).filter((e) => e.to >= 0),
  );
  const paths = junctions.map((_, from) => shortestPaths(graph, from));
  const routes = new Map<number, Route>();

  return {
    city,
    junctions,
    km: (from, to) => paths[from]?.km[to] ?? Infinity,
    route(from, to) {
      const key = from * 1000 + to;
      let route = routes.get(key);
      if (!route) {
        route = joinRoute(paths[from]?.via ?? [], from, to, junctions[from] as Place);
        routes.set(key, route);
      }
      return route;
    },
  };
}

function shortestPaths(graph: Edge[][], from: number): { km: number[]; via: (Edge | null)[] } {
  const km = graph.map(() => Infinity);
  const via: (Edge | null)[] = graph.map(() => null);
  const done = graph.map(() => false);
  km[from] = 0;
  for (;;) {
    let next = -1;
    for (let i = 0; i < km.length; i += 1)
      if (!done[i] && (km[i] ?? Infinity) < Infinity && (next < 0 || (km[i] ?? 0) < (km[next] ?? 0)))
        next = i;
    if (next < 0) return { km, via };
    done[next] = true;
    for (const edge of graph[next] ?? []) {
      const through = (km[next] ?? 0) + edge.shape.km;
      if (through < (km[edge.to] ?? Infinity)) {
        km[edge.to] = through;
        via[edge.to] = { ...edge, to: next };
      }
    }
  }
}

/** The roads of the shortest path from `from` to `to`, end to end. `via[j]` is the edge into j (its `to` is where it came from). */
function joinRoute(via: (Edge | null)[], from: number, to: number, start: LatLng): Route {
  const shapes: RoadShape[] = [];
  for (let at = to; at !== from;) {
    const edge = via[at];
    if (!edge) break;
    // The edge as stored at its far end runs from `edge.to` to `at` unless reversed.
    shapes.unshift(edge.reversed ? reverse(edge.shape) : edge.shape);
    at = edge.to;
  }
  const points: LatLng[] = [start];
  const segments: Segment[] = [];
  for (const shape of shapes) {
    points.push(...shape.points.slice(1));
    segments.push(...shape.segments);
  }
  const cumulativeKm = [0];
  for (let i = 1; i < points.length; i += 1)
    cumulativeKm.push((cumulativeKm[i - 1] ?? 0) + distanceKm(points[i - 1] as LatLng, points[i] as LatLng));
  return { points, segments, cumulativeKm, km: cumulativeKm.at(-1) ?? 0 };
}

const networks = new Map<string, RoadNetwork>();

/** The city's road network, built on first use and kept for the life of the process. */
export function roadNetworkOf(city: City): RoadNetwork {
  let network = networks.get(city.name);
  if (!network) {
    network = buildNetwork(city);
    networks.set(city.name, network);
  }
  return network;
}
