import { nextTask } from './in-slices';

/** The largest declared length gathered into one buffer (a day of 500k events is about 40 MB). */
const maxGathered = 256 * 2 ** 20;

/**
 * A response's body, read a few chunks at a time: the page is given back whenever the reading has held it
 * `sliceMs`. Chromium's `arrayBuffer()` reads whatever has arrived in one task and copies the whole body
 * into one buffer: a day of 500k events (40 MB) made tasks of 120–300 ms on the page's thread.
 *
 * Where the response declares its length, the bytes are copied into one buffer of that length as they
 * come, so a worker gets one buffer and joins nothing. A compressed body declares its compressed length:
 * what does not fit goes on as chunks of their own after the part that did.
 */
export async function readBody(response: Response, sliceMs = 10): Promise<Uint8Array[]> {
  if (!response.body) return [];
  const declared = Number(response.headers.get('Content-Length'));
  // A length past any day's body (a wrong header) is not set aside: it could not be, or would be wasted.
  const gather = Number.isSafeInteger(declared) && declared > 0 && declared <= maxGathered;
  let into = gather ? new Uint8Array(declared) : null;
  let filled = 0;
  const chunks: Uint8Array[] = [];
  const reader = response.body.getReader();
  let sliceStart = performance.now();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (into && filled + value.byteLength <= into.byteLength) {
      into.set(value, filled);
      filled += value.byteLength;
    } else {
      if (into) chunks.push(into.subarray(0, filled));
      into = null;
      chunks.push(value);
    }
    if (performance.now() - sliceStart >= sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
  }
  if (into) chunks.push(into.subarray(0, filled));
  return chunks;
}

/** How many bytes the chunks hold. */
export const byteCount = (chunks: readonly Uint8Array[]): number =>
  chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);

/** The buffers to transfer with the chunks (each once). */
export const buffersOf = (chunks: readonly Uint8Array[]): ArrayBuffer[] => [
  ...new Set(chunks.map((chunk) => chunk.buffer as ArrayBuffer)),
];
