// What holds a page's array buffers: a V8 heap snapshot (CDP HeapProfiler.takeHeapSnapshot) read back,
// each backing store ("system / JSArrayBufferData") summed under the path of objects that keep it.
import type { CDPSession } from '@playwright/test';

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export async function takeSnapshot(cdp: CDPSession): Promise<Snapshot> {
  const parts: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => parts.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  return JSON.parse(parts.join('')) as Snapshot;
}

/** Edges a holder does not own through: weak ones, and the snapshot's own bookkeeping. */
const ignoredEdges = new Set(['weak', 'shortcut']);
const ignoredHolders = /^\(|^system \/ (Context|Map|DescriptorArray)|^synthetic|^WeakMap|^Window/;

export interface BufferGroup {
  path: string;
  bytes: number;
  count: number;
}

/** Backing stores grouped by their holders, `depth` objects up: the heaviest first. */
export function buffersByHolder(snap: Snapshot, depth = 4): { total: number; groups: BufferGroup[] } {
  const { meta } = snap.snapshot;
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const [typeAt, nameAt, sizeAt, edgeCountAt] = ['type', 'name', 'self_size', 'edge_count'].map((f) =>
    meta.node_fields.indexOf(f),
  ) as [number, number, number, number];
  const [eTypeAt, eNameAt, eToAt] = ['type', 'name_or_index', 'to_node'].map((f) =>
    meta.edge_fields.indexOf(f),
  ) as [number, number, number];
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const nodeCount = snap.nodes.length / nf;
  // Retainers of each node: (holder node index, edge index) lists.
  const retainers: [number, number][][] = Array.from({ length: nodeCount }, () => []);
  let e = 0;
  for (let n = 0; n < nodeCount; n += 1) {
    const edges = snap.nodes[n * nf + edgeCountAt] as number;
    for (let k = 0; k < edges; k += 1, e += ef) {
      const to = (snap.edges[e + eToAt] as number) / nf;
      retainers[to]?.push([n, e]);
    }
  }
  const name = (n: number) => snap.strings[snap.nodes[n * nf + nameAt] as number] ?? '?';
  const type = (n: number) => nodeTypes[snap.nodes[n * nf + typeAt] as number] ?? '?';
  const edgeName = (edge: number) => {
    const kind = edgeTypes[snap.edges[edge + eTypeAt] as number];
    const value = snap.edges[edge + eNameAt] as number;
    return kind === 'element' || kind === 'hidden' ? `[${value}]` : (snap.strings[value] ?? '?');
  };
  // The holder that says most: a named property of a JS object before an element, before the engine's
  // own holders (a transferred buffer's native list, an object's out-of-line property store).
  const rank = ([holder, edge]: [number, number]) =>
    (edgeTypes[snap.edges[edge + eTypeAt] as number] === 'property' ? 0 : 2) +
    (type(holder) === 'native' || name(holder).startsWith('system /') ? 4 : 0);
  const owner = (n: number): [number, number] | undefined =>
    retainers[n]
      ?.filter(
        ([holder, edge]) =>
          !ignoredEdges.has(edgeTypes[snap.edges[edge + eTypeAt] as number] ?? '') &&
          !ignoredHolders.test(name(holder)) &&
          type(holder) !== 'hidden',
      )
      .sort((a, b) => rank(a) - rank(b))[0];
  const groups = new Map<string, BufferGroup>();
  let total = 0;
  for (let n = 0; n < nodeCount; n += 1) {
    if (name(n) !== 'system / JSArrayBufferData') continue;
    const bytes = snap.nodes[n * nf + sizeAt] as number;
    total += bytes;
    const steps: string[] = [];
    let at = n;
    for (let d = 0; d <= depth; d += 1) {
      const up = owner(at);
      if (!up) break;
      const [holder, edge] = up;
      steps.push(`${name(holder).slice(0, 30)}.${edgeName(edge)}`);
      at = holder;
    }
    // Element indices differ per row of an array: group them together.
    const path = steps
      .slice(1)
      .join(' ← ')
      .replace(/\[\d+\]|\.\d+\b/g, '[i]');
    const group = groups.get(path) ?? { path, bytes: 0, count: 0 };
    group.bytes += bytes;
    group.count += 1;
    groups.set(path, group);
  }
  return { total, groups: [...groups.values()].sort((a, b) => b.bytes - a.bytes) };
}
