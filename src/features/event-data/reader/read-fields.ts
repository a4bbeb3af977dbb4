import {
  createdAtAsSent,
  createdAtZ,
  fieldBit,
  gpsStates,
  overflowedPairs,
  type DayReport,
  type SecondaryField,
} from './day-chunk';
import type { InternPool } from './intern';
import { lastOutcome, outcomes, readInteger, readNumber, readString } from './lenient-values';
import { createdAtOfNumber, createdAtOfText } from './created-at';
import { PropListBuilder, type ValueKind } from './prop-list';
import { quickFix, readFix } from './read-fix';
import { newColumns, type Columns } from './row-columns';
import { PendingRow } from './pending-row';
import { sentText } from './sent-text';
import { CutNotes } from './cut-notes';
import { keysNotReadOf } from './wide-items';

/**
 * How each secondary field of an event is read into the current row of a day's columns (`RowReader`
 * moves from row to row): in its spec type at once, otherwise leniently, counted, or kept as sent.
 */
export class FieldReader {
  protected readonly chunk: Columns;
  protected readonly attributes: PropListBuilder;
  protected readonly extras: PropListBuilder;
  protected readonly sent: PropListBuilder;
  protected readonly pending: PendingRow;
  /** What was cut of the current event to fit the reader's limits (read-limits.ts). */
  protected readonly cuts: CutNotes;
  protected row = 0;

  constructor(
    protected readonly count: number,
    protected readonly pool: InternPool,
    protected readonly report: DayReport,
    protected readonly timeScale: number,
  ) {
    this.chunk = newColumns(count);
    this.sent = new PropListBuilder(pool);
    const keptInSent = (list: keyof typeof overflowedPairs) => (key: string, kind: ValueKind, text: string) =>
      this.sent.add(overflowedPairs[list], 'json', JSON.stringify([key, kind, text]));
    this.attributes = new PropListBuilder(pool, keptInSent('attributes'));
    this.extras = new PropListBuilder(pool, keptInSent('extras'));
    this.pending = new PendingRow([this.attributes, this.extras, this.sent]);
    this.cuts = new CutNotes(report, this.pending, {
      attributes: this.attributes,
      extras: this.extras,
      sent: this.sent,
    });
  }

  /** Counts the last read's outcome for `field`; on unreadable, marks it and keeps the value as sent. */
  private account(field: SecondaryField, value: unknown): boolean {
    const outcome = lastOutcome();
    if (outcome === outcomes.ok || outcome === outcomes.absent) return outcome === outcomes.ok;
    const counts =
      outcome === outcomes.null
        ? this.report.nulls
        : outcome === outcomes.lenient
          ? this.report.lenient
          : this.report.unreadable;
    this.pending.count(counts, field);
    if (outcome === outcomes.unreadable) this.markUnreadable(field, value);
    if (outcome === outcomes.lenient)
      this.chunk.lenient[this.row] = (this.chunk.lenient[this.row] as number) | fieldBit(field);
    return outcome === outcomes.lenient;
  }

  private markUnreadable(field: SecondaryField, value: unknown): void {
    const c = this.chunk;
    c.unreadable[this.row] = (c.unreadable[this.row] as number) | fieldBit(field);
    this.pending.add(this.sent, field, 'string', sentText(value));
  }

  // Each read below tries the spec's own type first (nearly every value) and is done; anything else,
  // absent, null or sent in another type, goes through the lenient reads and is counted.

  protected entity(field: 'companyId' | 'deviceId' | 'vehicleId' | 'tripId', value: unknown): void {
    if (typeof value === 'number' && Number.isSafeInteger(value)) {
      this.chunk[field][this.row] = this.pool.number(value);
      return;
    }
    if (value === undefined) return;
    const id = readInteger(value);
    if (this.account(field, value)) this.chunk[field][this.row] = this.pool.number(id);
  }

  protected number(
    field: 'companyVersion' | 'deviceVersion' | 'vehicleVersion' | 'odometer',
    value: unknown,
  ): void {
    if (
      typeof value === 'number' &&
      (field === 'odometer' ? Number.isFinite(value) : Number.isSafeInteger(value))
    ) {
      this.chunk[field][this.row] = value;
      return;
    }
    if (value === undefined) return;
    const n = field === 'odometer' ? readNumber(value) : readInteger(value);
    if (this.account(field, value)) this.chunk[field][this.row] = n;
  }

  protected text(field: 'action' | 'origin' | 'location', value: unknown): void {
    if (typeof value === 'string') return this.keepText(field, value);
    if (value === undefined) return;
    const text = readString(value);
    if (this.account(field, value) && text !== undefined) this.keepText(field, text);
  }

  private keepText(field: 'action' | 'origin' | 'location', sent: string): void {
    const text = this.cuts.value(field, sent);
    const overflowed = this.pool.overflowed;
    this.chunk[field][this.row] = this.pool.string(text);
    // Past the response's limit of new strings the column reads "…": the text is kept whole as sent.
    if (this.pool.overflowed !== overflowed) this.pending.add(this.sent, field, 'string', text);
  }

  protected createdAt(value: unknown): void {
    if (typeof value === 'string') return this.createdAtText(value);
    if (value === undefined) return;
    const c = this.chunk;
    const ms = createdAtOfNumber(value);
    if (!Number.isNaN(ms)) {
      // Written back as ISO text, as other fields read leniently are written in the spec's type.
      this.pending.count(this.report.lenient, 'createdAt');
      c.createdAt[this.row] = ms;
      c.createdAtZone[this.row] = createdAtZ;
      return;
    }
    const text = readString(value);
    if (this.account('createdAt', value) && text !== undefined) this.createdAtText(text);
  }

  private createdAtText(text: string): void {
    const c = this.chunk;
    // No instant is written in more than a few dozen characters: a longer text is read as what it is not.
    const read = createdAtOfText(text.length > 100 ? '' : text);
    c.createdAt[this.row] = read.ms;
    c.createdAtZone[this.row] = read.zone;
    if (read.zone === createdAtAsSent)
      this.pending.add(this.sent, 'createdAt', 'string', this.cuts.value('createdAt', text));
  }

  protected gps(value: unknown): void {
    if (value === undefined) return;
    if (value === null) return this.pending.count(this.report.nulls, 'GPS');
    if (typeof value === 'object' && quickFix(value, this.timeScale, this.chunk, this.row)) return;
    const fix = readFix(value, this.timeScale);
    const c = this.chunk;
    c.gps[this.row] = fix.state;
    c.gpsAt[this.row] = fix.at;
    if (fix.state === gpsStates.unreadable) {
      this.pending.count(this.report.unreadable, 'GPS');
      this.markUnreadable('GPS', value);
      return;
    }
    if (fix.lenient) this.pending.count(this.report.lenient, 'GPS');
    c.lat[this.row] = fix.lat;
    c.lng[this.row] = fix.lng;
  }

  protected attributesOf(value: unknown): void {
    if (value === undefined) return;
    if (value === null) {
      this.pending.count(this.report.nulls, 'attributes');
      return;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.pending.count(this.report.unreadable, 'attributes');
      this.markUnreadable('attributes', value);
      return;
    }
    let lenient = false;
    const entries = value as Record<string, unknown>;
    // Own keys only, as Object.entries gives them: JSON makes no others, and no prototype carries any.
    let seen = 0;
    let kept = 0;
    let full = false;
    for (const key in entries) {
      seen += 1;
      if (full) continue;
      const entry = entries[key];
      if (!this.cuts.pair(key, entry, 'attributes')) full = true;
      else {
        kept += 1;
        lenient ||= typeof entry !== 'string';
      }
    }
    // Keys a long object's parse only counted (wide-items.ts).
    this.cuts.unkept(seen - kept + keysNotReadOf(entries));
    if (!lenient) return;
    this.pending.count(this.report.lenient, 'attributes');
    this.chunk.lenient[this.row] = (this.chunk.lenient[this.row] as number) | fieldBit('attributes');
  }
}
