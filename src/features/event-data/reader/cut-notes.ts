import { overflowedPairs, type DayReport } from './day-chunk';
import type { PendingRow } from './pending-row';
import type { PropListBuilder } from './prop-list';
import {
  cutTo,
  maxAttributeKeysPerDay,
  maxFieldsPerEvent,
  maxKeyChars,
  maxListedCuts,
  maxValueChars,
  noteName,
  type CutNote,
  type CutWhat,
} from './read-limits';
import { kindAndText } from './sent-text';

interface Lists {
  attributes: PropListBuilder;
  extras: PropListBuilder;
  sent: PropListBuilder;
}

/**
 * Keeps one event's attributes and unknown fields within the reader's limits (read-limits.ts) and notes
 * what was cut, for the day's report. Like `PendingRow`, what one event adds is held until it is read
 * whole: `commit` writes its notes, `drop` forgets them.
 */
export class CutNotes {
  private index = 0;
  private id = '';
  private type = '';
  private fields = 0;
  private fieldsSent = 0;
  private keysPast = 0;
  private notes: CutNote[] = [];
  /** This day's attribute keys so far (`maxAttributeKeysPerDay`). */
  private readonly dayKeys = new Set<string>();

  constructor(
    private readonly report: DayReport,
    private readonly pending: PendingRow,
    private readonly lists: Lists,
  ) {}

  /** The event about to be read. */
  start(index: number, id: string, type: string): void {
    this.index = index;
    this.id = id;
    this.type = noteName(type);
  }

  private note(what: CutWhat, size: number, kept: number, field?: string): void {
    const note: CutNote = { index: this.index, id: this.id, type: this.type, what, size, kept };
    if (field !== undefined) note.field = noteName(field);
    this.notes.push(note);
  }

  /** A text within `maxValueChars`, noting when it was cut. */
  value(field: string, text: string): string {
    if (text.length <= maxValueChars) return text;
    this.note('value', text.length, maxValueChars, field);
    return cutTo(text, maxValueChars);
  }

  /**
   * An attribute or an unknown field, kept if the event has room for it (`maxFieldsPerEvent`), its key
   * and value cut to fit; false when the event is full (the caller counts the rest with `unkept`, and need
   * not go through them). An attribute under a key past the day's
   * `maxAttributeKeysPerDay` is kept in the event's values as sent, as one past the pool's limit is.
   */
  pair(key: string, value: unknown, list: 'attributes' | 'extras'): boolean {
    if (this.fields >= maxFieldsPerEvent) return false;
    this.fieldsSent += 1;
    this.fields += 1;
    const name = key.length > maxKeyChars ? cutTo(key, maxKeyChars) : key;
    if (name !== key) this.note('key', key.length, maxKeyChars, name);
    const [kind, text, size] = kindAndText(value);
    if (size !== null) this.note('value', size, maxValueChars, name);
    if (list === 'extras') {
      this.pending.add(this.lists.extras, name, kind, text);
      this.pending.count(this.report.unknownFields, name);
      return true;
    }
    if (!this.dayKeys.has(name) && this.dayKeys.size >= maxAttributeKeysPerDay) {
      this.keysPast += 1;
      this.pending.add(
        this.lists.sent,
        overflowedPairs.attributes,
        'json',
        JSON.stringify([name, kind, text]),
      );
      return true;
    }
    this.dayKeys.add(name);
    this.pending.add(this.lists.attributes, name, kind, text);
    return true;
  }

  /** Fields of the event not kept (past `maxFieldsPerEvent`). */
  unkept(count: number): void {
    this.fieldsSent += count;
  }

  /** The event was read whole: its notes go to the day's report. */
  commit(): void {
    if (this.fieldsSent > this.fields) this.note('fields', this.fieldsSent, this.fields);
    if (this.keysPast > 0) this.note('attributeKeys', this.keysPast, 0);
    if (this.notes.length > 0) {
      this.report.cutCount += 1;
      for (const note of this.notes) if (this.report.cut.length < maxListedCuts) this.report.cut.push(note);
    }
    this.drop();
  }

  drop(): void {
    this.fields = 0;
    this.fieldsSent = 0;
    this.keysPast = 0;
    if (this.notes.length > 0) this.notes = [];
  }
}
