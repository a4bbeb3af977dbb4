import { describe, expect, it } from 'vitest';
import type { StoreReport } from '../event-data';
import { hasReadNotes, readNotes } from './read-notes';

const emptyReport = (): StoreReport => ({
  received: 300,
  skipped: [],
  skippedCount: 0,
  duplicates: 0,
  outside: 0,
  trimmed: 0,
  secondsLike: 0,
  farAway: 0,
  nulls: {},
  lenient: {},
  unreadable: {},
  unknownFields: {},
  exactIds: 0,
  inexactIds: 0,
  overflowStrings: 0,
  cut: [],
  cutCount: 0,
  inParts: [],
});

describe('the read report in a few words', () => {
  it('has nothing to say of a clean load', () => {
    expect(hasReadNotes(readNotes(emptyReport()))).toBe(false);
  });

  it('counts each kind of note on the fields once, whatever the number of fields', () => {
    const notes = readNotes({
      ...emptyReport(),
      lenient: { odometer: 3, speed: 2 },
      nulls: { vehicleId: 1 },
      unknownFields: { extra: 4 },
      duplicates: 2,
    });
    expect(notes).toMatchObject({ fieldNotes: 3, duplicates: 2, skipped: 0 });
    expect(hasReadNotes(notes)).toBe(true);
  });

  it('warns when the events from outside the window look like times in another unit', () => {
    const report = { ...emptyReport(), received: 10, outside: 10, secondsLike: 6 };
    expect(readNotes(report)).toMatchObject({ outside: 10, outsideSuspect: true });
    expect(readNotes({ ...report, secondsLike: 0 }).outsideSuspect).toBe(false);
  });
});
