import { ExactInteger, noteIfRounded } from './lenient-values';

/** A value's JSON written up to a length: `cut` when there was more. */
export interface BoundedJson {
  text: string;
  cut: boolean;
  /** How deeply the written part nested. */
  depth: number;
}

type Frame =
  | { array: readonly unknown[]; next: number }
  | { object: Record<string, unknown>; keys: string[]; next: number };

function scalar(value: unknown): string {
  noteIfRounded(value);
  // As text, as JSON.stringify with the reader's replacer wrote it: parsed again on the page, the digits stay.
  if (value instanceof ExactInteger) return JSON.stringify(value.digits);
  return JSON.stringify(value) ?? 'null';
}

/**
 * The JSON of a value as JSON.stringify writes it (an `ExactInteger` as the text of its digits), without recursion,
 * stopping once `limit` characters are written: a huge array or object costs what is written, not its
 * size, and a deeply nested one no stack. Values are JSON.parse's (plain arrays, objects and scalars).
 */
export function boundedJson(value: unknown, limit: number): BoundedJson {
  const parts: string[] = [];
  let length = 0;
  let depth = 0;
  const write = (text: string) => {
    parts.push(text);
    length += text.length;
  };
  const stack: Frame[] = [];
  const open = (v: unknown): void => {
    if (typeof v !== 'object' || v === null || v instanceof ExactInteger) return write(scalar(v));
    if (Array.isArray(v)) {
      write('[');
      stack.push({ array: v, next: 0 });
    } else {
      write('{');
      stack.push({ object: v as Record<string, unknown>, keys: Object.keys(v), next: 0 });
    }
    depth = Math.max(depth, stack.length);
  };
  open(value);
  while (stack.length > 0 && length <= limit) {
    const frame = stack[stack.length - 1] as Frame;
    const at = frame.next;
    const size = 'array' in frame ? frame.array.length : frame.keys.length;
    if (at >= size) {
      stack.pop();
      write('array' in frame ? ']' : '}');
      continue;
    }
    frame.next = at + 1;
    if (at > 0) write(',');
    if ('array' in frame) open(frame.array[at]);
    else {
      const key = frame.keys[at] as string;
      write(`${JSON.stringify(key)}:`);
      open(frame.object[key]);
    }
  }
  const text = parts.join('');
  const cut = stack.length > 0 || text.length > limit;
  return { text: cut ? text.slice(0, limit) : text, cut, depth };
}
