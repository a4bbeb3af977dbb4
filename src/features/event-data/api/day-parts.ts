// A day cut by the server's cap (a region's `maxItemsPerResponse`, or the count a user chose "Load in parts"
// for) is asked for again in parts: halves of its span, then halves of a part still full, in ISO timestamps
// as the dialect allows. The parts' lists are joined into one list, read as one response, so an event sent
// in two parts is kept once (the reader merges repeats).

const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const isOpen = (b: number) => b === 0x5b || b === 0x7b;
const isClose = (b: number) => b === 0x5d || b === 0x7d;
const isSpace = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

/** A part shorter than this is not split again: an API that sends more at one instant is cut there. */
export const shortestPartMs = 1_000;

/**
 * Requests one day may take in parts: 500 parts of a 1,000 cap hold half a million events, more than any
 * day this app shows. Past it the day is shown as cut, instead of asked for without end.
 */
export const maxPartRequests = 512;

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.byteLength === b.byteLength && a.every((byte, i) => byte === b[i]);

/** One body's chunks as one array of bytes. */
export function joinedBytes(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/**
 * A JSON array's items, counted in its bytes without parsing it (commas at its top level, outside
 * strings), and where its brackets are; null when the body is not an array.
 */
export function listOf(bytes: Uint8Array): { items: number; start: number; end: number } | null {
  let start = 0;
  while (isSpace(bytes[start] as number)) start += 1;
  if (bytes[start] !== 0x5b) return null;
  let depth = 0;
  let items = 0;
  let any = false;
  for (let i = start; i < bytes.length; i += 1) {
    const b = bytes[i] as number;
    if (b === quote) {
      for (i += 1; i < bytes.length && bytes[i] !== quote; i += 1) if (bytes[i] === backslash) i += 1;
      any = true;
    } else if (isOpen(b)) {
      depth += 1;
      if (depth > 1) any = true;
    } else if (isClose(b)) {
      depth -= 1;
      if (depth === 0) return { items: any ? items + 1 : 0, start, end: i };
    } else if (b === comma && depth === 1) items += 1;
    else if (depth === 1 && !isSpace(b)) any = true;
  }
  return null;
}

export interface Part {
  from: number;
  to: number;
  bytes: Uint8Array;
  items: number;
  start: number;
  end: number;
}

/**
 * Reads `span` in parts until none is full (`items >= cap`), a full one is shorter than `shortestPartMs`,
 * or the day has taken `maxPartRequests`; `fetchPart` asks for one part's bytes. Two halves that come
 * back full and the same, byte for byte, mean an API that does not cut by the time of day: one is kept,
 * and the day stays full. The parts come oldest first.
 */
export async function readInParts(
  span: { from: number; to: number },
  cap: number,
  fetchPart: (from: number, to: number) => Promise<Uint8Array[]>,
): Promise<{ parts: Part[]; stillFull: boolean }> {
  let stillFull = false;
  let requests = 0;
  const fetchOne = async (from: number, to: number): Promise<Part> => {
    requests += 1;
    const bytes = joinedBytes(await fetchPart(from, to));
    const list = listOf(bytes);
    if (!list) throw new Error('A part of the day came back as something other than a list of events.');
    return { from, to, bytes, ...list };
  };
  const finish = (part: Part): Promise<Part[]> | Part[] => {
    if (part.items < cap) return [part];
    if (part.to - part.from < 2 * shortestPartMs || requests + 2 > maxPartRequests) {
      stillFull = true;
      return [part];
    }
    return halves(part.from, part.to);
  };
  const halves = async (from: number, to: number): Promise<Part[]> => {
    const middle = from + Math.floor((to - from) / 2);
    const [older, newer] = await Promise.all([fetchOne(from, middle), fetchOne(middle, to)]);
    if (older.items >= cap && newer.items >= cap && sameBytes(older.bytes, newer.bytes)) {
      stillFull = true;
      return [{ ...older, to }];
    }
    const [a, b] = await Promise.all([finish(older), finish(newer)]);
    return [...a, ...b];
  };
  return { parts: await halves(span.from, span.to), stillFull };
}

/** The parts' lists as one JSON array's bytes. */
export function joinParts(parts: readonly Part[]): Uint8Array {
  const inner = parts.filter((p) => p.items > 0).map((p) => p.bytes.subarray(p.start + 1, p.end));
  const length = inner.reduce((sum, bytes) => sum + bytes.byteLength, 2 + Math.max(0, inner.length - 1));
  const out = new Uint8Array(length);
  out[0] = 0x5b;
  let at = 1;
  inner.forEach((bytes, i) => {
    if (i > 0) out[at++] = comma;
    out.set(bytes, at);
    at += bytes.byteLength;
  });
  out[at] = 0x5d;
  return out;
}
