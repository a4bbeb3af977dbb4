// Walks JSON text one character at a time, with no recursion and no regular expression, so that text
// nested to any depth or of any length costs time in proportion to its length and no stack.

const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const openArray = 0x5b;
const closeArray = 0x5d;
const openObject = 0x7b;
const closeObject = 0x7d;
const colon = 0x3a;

/** Where the string opening at `open` closes (its quote), or the text's length when it never does. */
function stringEnd(text: string, open: number): number {
  // indexOf, not a loop over each character: the engine finds the next quote in a long value far faster.
  for (let at = text.indexOf('"', open + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === backslash) backslashes += 1;
    if (backslashes % 2 === 0) return at;
  }
  return text.length;
}

/** The first index at or after `from` that is not JSON whitespace. */
export function skipSpace(text: string, from: number): number {
  let i = from;
  for (
    let c = text.charCodeAt(i);
    c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
    c = text.charCodeAt(i)
  )
    i += 1;
  return i;
}

/**
 * The texts of the items of a JSON array, or null when the text is not one whole array (cut short,
 * HTML, an object, something after the closing bracket). Items are cut at the commas between them and not
 * checked: each is for JSON.parse on its own, so one that is not JSON costs only itself.
 */
export function splitTopLevelArray(text: string): string[] | null {
  const start = skipSpace(text, 0);
  if (text.charCodeAt(start) !== openArray) return null;
  const items: string[] = [];
  let itemStart = start + 1;
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === quote) i = stringEnd(text, i);
    else if (c === openArray || c === openObject) depth += 1;
    else if (c === comma && depth === 1) {
      items.push(text.slice(itemStart, i));
      itemStart = i + 1;
    } else if (c === closeArray || c === closeObject) {
      depth -= 1;
      if (depth > 0) continue;
      if (c !== closeArray || skipSpace(text, i + 1) !== text.length) return null;
      items.push(text.slice(itemStart, i));
      // "[ ]" is a list of no items, not of one empty one.
      return items.length === 1 && skipSpace(items[0] as string, 0) === (items[0] as string).length
        ? []
        : items;
    }
  }
  return null;
}

/** How deeply arrays and objects nest in a JSON text (0 for a scalar). */
export function nestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < json.length; i += 1) {
    const c = json.charCodeAt(i);
    if (c === quote) i = stringEnd(json, i);
    else if (c === openArray || c === openObject) deepest = Math.max(deepest, (depth += 1));
    else if (c === closeArray || c === closeObject) depth -= 1;
  }
  return deepest;
}

/**
 * Where the JSON value starting at or after `from` ends (the index just past it), or the text's length when
 * it never does. Not checked: JSON.parse of the value's text says whether it is JSON.
 */
export function valueEnd(text: string, from: number): number {
  let i = skipSpace(text, from);
  const first = text.charCodeAt(i);
  if (first === quote) return Math.min(text.length, stringEnd(text, i) + 1);
  if (first !== openArray && first !== openObject) {
    for (let c = first; i < text.length; c = text.charCodeAt((i += 1)))
      if (c === comma || c === closeObject || c === closeArray || c <= 0x20) break;
    return i;
  }
  let depth = 0;
  for (; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === quote) i = stringEnd(text, i);
    else if (c === openArray || c === openObject) depth += 1;
    else if ((c === closeArray || c === closeObject) && (depth -= 1) === 0) return i + 1;
  }
  return text.length;
}

/**
 * Calls `each` with the spans of the pairs of the JSON object whose text starts at `start` (its "{"): its
 * key's text (quotes included) and its value's, without parsing either. Throws SyntaxError where the text
 * is not an object's.
 */
export function eachPair(
  text: string,
  start: number,
  each: (keyStart: number, keyEnd: number, valueStart: number, valueEnd: number) => void,
): void {
  let i = skipSpace(text, start);
  if (text.charCodeAt(i) !== openObject) throw new SyntaxError('Not a JSON object');
  i = skipSpace(text, i + 1);
  if (text.charCodeAt(i) === closeObject) return;
  for (;;) {
    if (text.charCodeAt(i) !== quote) throw new SyntaxError(`Expected a key at ${i}`);
    const keyEnd = stringEnd(text, i) + 1;
    const afterKey = skipSpace(text, keyEnd);
    if (text.charCodeAt(afterKey) !== colon) throw new SyntaxError(`Expected ":" at ${afterKey}`);
    const valueStart = skipSpace(text, afterKey + 1);
    const end = valueEnd(text, valueStart);
    if (end === valueStart) throw new SyntaxError(`Expected a value at ${valueStart}`);
    each(i, keyEnd, valueStart, end);
    i = skipSpace(text, end);
    const c = text.charCodeAt(i);
    if (c === closeObject) return;
    if (c !== comma) throw new SyntaxError(`Expected "," or "}" at ${i}`);
    i = skipSpace(text, i + 1);
  }
}
