import { describe, expect, it } from 'vitest';
import { buffersOf, byteCount, readBody } from './read-body';
import { queueTask } from './in-slices';

/** A response whose body arrives in these chunks, each after the reader asks for it. */
function chunkedResponse(
  chunks: Uint8Array[],
  { length, onPull }: { length?: number; onPull?: (index: number) => void } = {},
): Response {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.(index);
      const chunk = chunks[index++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  const headers = length === undefined ? undefined : { 'Content-Length': String(length) };
  return new Response(body, { headers });
}

const bytes = (...values: number[]) => new Uint8Array(values);
const contents = (chunks: Uint8Array[]) => chunks.map((chunk) => [...chunk]);

describe('readBody', () => {
  it('gives every byte, in order, in the chunks it came in when no length is declared', async () => {
    const chunks = await readBody(chunkedResponse([bytes(1, 2), bytes(3), bytes(4, 5, 6)]));
    expect(contents(chunks)).toEqual([[1, 2], [3], [4, 5, 6]]);
    expect(byteCount(chunks)).toBe(6);
  });

  it('gathers a body of declared length into one buffer as it comes', async () => {
    const chunks = await readBody(chunkedResponse([bytes(1, 2), bytes(3), bytes(4, 5, 6)], { length: 6 }));
    expect(contents(chunks)).toEqual([[1, 2, 3, 4, 5, 6]]);
    expect(buffersOf(chunks)).toHaveLength(1);
  });

  it('goes on in chunks past a declared length that was too short (a compressed body)', async () => {
    const chunks = await readBody(chunkedResponse([bytes(1, 2), bytes(3, 4), bytes(5)], { length: 3 }));
    expect(contents(chunks)).toEqual([[1, 2], [3, 4], [5]]);
    expect(byteCount(chunks)).toBe(5);
  });

  it('gives what came when the body ends before its declared length', async () => {
    expect(contents(await readBody(chunkedResponse([bytes(1, 2)], { length: 10 })))).toEqual([[1, 2]]);
  });

  it('reads a body whose declared length is too large to set aside, in the chunks it came in', async () => {
    const response = chunkedResponse([bytes(1, 2), bytes(3)], { length: 1e11 });
    expect(contents(await readBody(response))).toEqual([[1, 2], [3]]);
  });

  it('gives the page back between chunks once a slice is used up', async () => {
    const events: string[] = [];
    queueTask(() => events.push('task'));
    const onPull = (index: number) => {
      events.push(`chunk ${index}`);
      const until = performance.now() + 3;
      while (performance.now() < until);
    };
    await readBody(chunkedResponse([bytes(1), bytes(2)], { onPull }), 1);
    // The task runs between the first chunk and the second, not after the whole body.
    expect(events.indexOf('task')).toBeGreaterThan(events.indexOf('chunk 0'));
    expect(events.indexOf('task')).toBeLessThan(events.indexOf('chunk 2'));
  });

  it('gives no chunks for a response without a body', async () => {
    expect(await readBody(new Response(null, { status: 204 }))).toEqual([]);
  });
});
