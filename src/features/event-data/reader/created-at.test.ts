import { describe, expect, it } from 'vitest';
import { createdAtAsSent, createdAtZ } from './day-chunk';
import { createdAtOfText } from './created-at';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The spec's form of `ms` at `offset` minutes east of UTC ('Z' when null). */
function canonicalText(ms: number, offset: number | null): string {
  const local = new Date(ms + (offset ?? 0) * 60_000).toISOString().slice(0, 23);
  if (offset === null) return `${local}Z`;
  const minutes = Math.abs(offset);
  return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

describe('createdAt as text', () => {
  it('reads the spec form as the instant Date.parse names, and the zone it was written in', () => {
    const offsets = [null, 0, 660, -180, -210, 345, 840, -720, 1439, -1439];
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    for (let i = 0; i < 2_000; i += 1) {
      // 1901 to 2100, leap days and year ends included by chance and below.
      const ms = -2_200_000_000_000 + (next() % 6_300_000) * 1_000_000 + (next() % 1_000_000);
      const offset = offsets[i % offsets.length] as number | null;
      const text = canonicalText(ms, offset);
      expect(createdAtOfText(text), text).toEqual({ ms: Date.parse(text), zone: offset ?? createdAtZ });
    }
    for (const text of [
      '2024-02-29T23:59:59.999+14:00',
      '2000-12-31T00:00:00.000-12:00',
      '1999-12-31T23:59:59.999Z',
      '0050-06-01T10:00:00.000Z',
    ])
      expect(createdAtOfText(text).ms, text).toBe(Date.parse(text));
  });

  it('leaves dates that do not exist and hour 24 to Date.parse, as before', () => {
    for (const text of ['2026-02-30T00:00:00.000Z', '2026-04-31T10:00:00.000Z', '2026-01-01T24:00:00.000Z']) {
      const read = createdAtOfText(text);
      expect(read.ms, text).toEqual(Date.parse(text));
    }
  });

  it('keeps any other form as sent', () => {
    for (const text of [
      '2026-01-01T10:00:00Z',
      '2026-01-01 10:00:00.000Z',
      '2026-01-01T10:00:00.000',
      'soon',
    ])
      expect(createdAtOfText(text).zone, text).toBe(createdAtAsSent);
  });
});
