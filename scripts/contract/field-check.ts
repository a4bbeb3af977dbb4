import {
  eventFieldKinds,
  gpsFieldKinds,
  identifyingFields,
  type FieldKind,
} from '../../src/contract/event-fields.ts';
import type { FieldsReport, FieldTally, Verdict } from './report-types.ts';

/**
 * Every field of every sampled event against the spec's type (event-fields.ts, the reader's own list):
 * present and right, absent, null, a number sent as text, or unreadable; plus fields the spec does not name.
 */

const numericText = /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/;
const integerText = /^\s*-?\d+\s*$/;

const ranges: Record<string, [number, number]> = { 'GPS.Lat': [-90, 90], 'GPS.Lng': [-180, 180] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function verdictOf(kind: FieldKind, value: unknown, field: string): Verdict {
  if (value === undefined) return 'absent';
  if (value === null) return 'null';
  const range = ranges[field];
  const inRange = (n: number) => !range || (n >= range[0] && n <= range[1]);
  switch (kind) {
    case 'integer':
      if (typeof value === 'number') return Number.isInteger(value) ? 'ok' : 'unreadable';
      return typeof value === 'string' && integerText.test(value) ? 'numberAsText' : 'unreadable';
    case 'number':
      if (typeof value === 'number') return Number.isFinite(value) && inRange(value) ? 'ok' : 'unreadable';
      return typeof value === 'string' && numericText.test(value) && inRange(Number(value))
        ? 'numberAsText'
        : 'unreadable';
    case 'string':
      return typeof value === 'string' ? 'ok' : 'unreadable';
    case 'boolean':
      return typeof value === 'boolean' ? 'ok' : 'unreadable';
    case 'attributes':
      // Any scalar value is kept by the reader; a nested object or list is not something it can show.
      return isObject(value) && Object.values(value).every((v) => v === null || typeof v !== 'object')
        ? 'ok'
        : 'unreadable';
    case 'gps':
      return isObject(value) ? 'ok' : 'unreadable';
  }
}

function newTally(field: string, kind: string): FieldTally {
  return { field, kind, ok: 0, absent: 0, null: 0, numberAsText: 0, unreadable: 0, examples: [] };
}

function record(tally: FieldTally, verdict: Verdict, value: unknown): void {
  tally[verdict] += 1;
  if ((verdict === 'unreadable' || verdict === 'numberAsText') && tally.examples.length < 3) {
    const text = JSON.stringify(value) ?? String(value);
    const example = text.length > 60 ? `${text.slice(0, 60)}…` : text;
    if (!tally.examples.includes(example)) tally.examples.push(example);
  }
}

export function checkFields(items: readonly unknown[]): FieldsReport {
  const tallies = new Map<string, FieldTally>();
  const tallyOf = (field: string, kind: string) => {
    let tally = tallies.get(field);
    if (!tally) tallies.set(field, (tally = newTally(field, kind)));
    return tally;
  };
  // The spec's order, so every report lists the same rows in the same place.
  for (const [field, kind] of Object.entries(eventFieldKinds)) tallyOf(field, kind);
  for (const [field, kind] of Object.entries(gpsFieldKinds)) tallyOf(`GPS.${field}`, kind);

  const unknownFields: Record<string, number> = {};
  let notObjects = 0;
  let unidentifiable = 0;
  for (const item of items) {
    if (!isObject(item)) {
      notObjects += 1;
      continue;
    }
    for (const key of Object.keys(item))
      if (!(key in eventFieldKinds)) unknownFields[key] = (unknownFields[key] ?? 0) + 1;
    for (const [field, kind] of Object.entries(eventFieldKinds)) {
      const value = item[field];
      const verdict = verdictOf(kind, value, field);
      const tally = tallyOf(field, kind);
      record(tally, verdict, value);
      if (verdict === 'ok' && kind === 'integer' && !Number.isSafeInteger(value))
        tally.unsafeIntegers = (tally.unsafeIntegers ?? 0) + 1;
      if (verdict === 'ok' && kind === 'attributes' && isObject(value)) {
        if (Object.values(value).some((v) => typeof v !== 'string'))
          tally.typedValues = (tally.typedValues ?? 0) + 1;
      }
    }
    if (identifyingFields.some((field) => verdictOf(eventFieldKinds[field], item[field], field) !== 'ok'))
      unidentifiable += 1;
    const gps = item.GPS;
    if (!isObject(gps)) continue;
    for (const key of Object.keys(gps))
      if (!(key in gpsFieldKinds)) unknownFields[`GPS.${key}`] = (unknownFields[`GPS.${key}`] ?? 0) + 1;
    for (const [field, kind] of Object.entries(gpsFieldKinds)) {
      record(tallyOf(`GPS.${field}`, kind), verdictOf(kind, gps[field], `GPS.${field}`), gps[field]);
    }
  }
  return {
    events: items.length - notObjects,
    notObjects,
    unidentifiable,
    fields: [...tallies.values()],
    unknownFields,
  };
}
