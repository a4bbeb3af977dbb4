import type { StoreReport } from '../event-data';

/** What the status line says in a few words; the read report says it whole under "Details". */
export interface ReadNotes {
  /** Events that could not be shown at all. */
  skipped: number;
  /** Events from outside the window, and whether their times look like another unit (a warning). */
  outside: number;
  outsideSuspect: boolean;
  /** Repeats kept once. */
  duplicates: number;
  /** Other lines of how the events were read: fields read leniently, unreadable, null, unknown; ids; cuts. */
  fieldNotes: number;
  /** Days asked for in parts for the server's cap. */
  inParts: number;
}

const some = (counts: Record<string, number>) => Object.values(counts).some((n) => n > 0);

export function readNotes(report: StoreReport): ReadNotes {
  const fieldNotes = [
    some(report.unreadable),
    some(report.lenient),
    some(report.nulls),
    Object.keys(report.unknownFields).length > 0,
    report.exactIds > 0,
    report.inexactIds > 0,
    report.overflowStrings > 0,
    report.cutCount > 0,
  ].filter(Boolean).length;
  const mostlySeconds = report.secondsLike > 0 && report.secondsLike * 2 >= report.received;
  return {
    skipped: report.skippedCount,
    outside: report.outside,
    outsideSuspect: mostlySeconds || report.farAway > 0,
    duplicates: report.duplicates,
    fieldNotes,
    inParts: report.inParts.length,
  };
}

/** Whether the report has anything to say (the line shows, with its "Details"). */
export const hasReadNotes = (notes: ReadNotes): boolean =>
  notes.skipped + notes.outside + notes.duplicates + notes.fieldNotes + notes.inParts > 0;
