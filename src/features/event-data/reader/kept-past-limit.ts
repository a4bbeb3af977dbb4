import { fieldBit, overflowedPairs, type DayChunk } from './day-chunk';
import type { Dictionary } from './dictionary';
import { pairStart, propText, valueKinds, valueOfText, type ValueKind } from './prop-list';

const textFields = ['action', 'origin', 'location'] as const;

/** What a row kept whole in `sent` because it came past its response's limit of new strings. */
export interface KeptPastLimit {
  texts: Partial<Record<(typeof textFields)[number], string>>;
  attributes: { key: string; kind: ValueKind; text: string }[];
  extras: [string, unknown][];
}

const none: KeptPastLimit = { texts: {}, attributes: [], extras: [] };

function pairOf(json: string): { key: string; kind: ValueKind; text: string } | null {
  const [key, kind, text] = JSON.parse(json) as unknown[];
  if (typeof key !== 'string' || typeof text !== 'string' || !valueKinds.includes(kind as ValueKind))
    return null;
  return { key, kind: kind as ValueKind, text };
}

/**
 * A row's texts, attributes and unknown fields whose column or key reads "…" (`InternPool`'s limit), as
 * they were sent. A text field marked unreadable keeps its sent value in `sent` too: that one is not here.
 */
export function keptPastLimit(chunk: DayChunk, row: number, dictionary: Dictionary): KeptPastLimit {
  const from = pairStart(chunk.sent, row);
  const to = pairStart(chunk.sent, row + 1);
  if (from === to) return none;
  const kept: KeptPastLimit = { texts: {}, attributes: [], extras: [] };
  const bits = chunk.unreadable[row] as number;
  for (let p = from; p < to; p += 1) {
    const key = dictionary.string(chunk.sent.key[p] as number);
    const text = propText(chunk.sent, p);
    const field = textFields.find((name) => name === key);
    if (field && (bits & fieldBit(field)) === 0) kept.texts[field] = text;
    const pair = key === overflowedPairs.attributes || key === overflowedPairs.extras ? pairOf(text) : null;
    if (pair && key === overflowedPairs.attributes) kept.attributes.push(pair);
    if (pair && key === overflowedPairs.extras)
      kept.extras.push([pair.key, valueOfText(pair.kind, pair.text)]);
  }
  return kept;
}
