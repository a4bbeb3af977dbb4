import { describe, expect, it } from 'vitest';
import {
  lastOutcome,
  outcomes,
  readBoolean,
  readInstant,
  readInteger,
  readNumber,
  readString,
  type Outcome,
} from './lenient-values';

/** Each read with the outcome it left, so a case states both what was read and how. */
function read<T>(reader: (value: unknown) => T, value: unknown): [T, Outcome] {
  const result = reader(value);
  return [result, lastOutcome()];
}

const { ok, lenient, unreadable, absent } = outcomes;

describe('the slow path: what the reader takes beyond the spec’s types', () => {
  it('integers: numeric text, trimmed, within 2^53; nothing else', () => {
    expect(read(readInteger, 42)).toEqual([42, ok]);
    expect(read(readInteger, ' 42 ')).toEqual([42, lenient]);
    expect(read(readInteger, '+4.2e1')).toEqual([42, lenient]);
    expect(read(readInteger, '4.5')).toEqual([NaN, unreadable]);
    expect(read(readInteger, '9007199254740993')).toEqual([NaN, unreadable]);
    expect(read(readInteger, '0x10')).toEqual([NaN, unreadable]);
    expect(read(readInteger, '')).toEqual([NaN, unreadable]);
    expect(read(readInteger, true)).toEqual([NaN, unreadable]);
    expect(read(readInteger, undefined)).toEqual([NaN, absent]);
  });

  it('numbers: numeric text that is finite', () => {
    expect(read(readNumber, '-33.87')).toEqual([-33.87, lenient]);
    expect(read(readNumber, '.5')).toEqual([0.5, lenient]);
    expect(read(readNumber, '1e400')).toEqual([NaN, unreadable]);
    expect(read(readNumber, 'Infinity')).toEqual([NaN, unreadable]);
    expect(read(readNumber, 'NaN')).toEqual([NaN, unreadable]);
    expect(read(readNumber, [1])).toEqual([NaN, unreadable]);
  });

  it('text: finite numbers and booleans as their text, nothing else', () => {
    expect(read(readString, 'x')).toEqual(['x', ok]);
    expect(read(readString, 12.5)).toEqual(['12.5', lenient]);
    expect(read(readString, false)).toEqual(['false', lenient]);
    expect(read(readString, NaN)).toEqual([undefined, unreadable]);
    expect(read(readString, { a: 1 })).toEqual([undefined, unreadable]);
  });

  it('booleans: exactly "true" or "false"', () => {
    expect(read(readBoolean, 'true')).toEqual([true, lenient]);
    expect(read(readBoolean, 'false')).toEqual([false, lenient]);
    expect(read(readBoolean, 'TRUE')).toEqual([undefined, unreadable]);
    expect(read(readBoolean, 1)).toEqual([undefined, unreadable]);
  });

  it('times: epoch numbers scaled to ms, ISO 8601 date-times as the instant they name', () => {
    const seconds = (value: unknown) => readInstant(value, 1000);
    expect(read(seconds, 1_795_168_800)).toEqual([1_795_168_800_000, ok]);
    expect(read(seconds, '1795168800.5')).toEqual([1_795_168_800_500, lenient]);
    expect(read(seconds, '2026-11-20T10:00:00Z')).toEqual([1_795_168_800_000, lenient]);
    expect(read(seconds, '0050-01-01T00:00:00Z')).toEqual([Date.parse('0050-01-01T00:00:00Z'), lenient]);
    expect(read(seconds, '2026-11-20T10:00:00 Z')).toEqual([NaN, unreadable]);
    expect(read(seconds, null)).toEqual([NaN, outcomes.null]);
  });
});
