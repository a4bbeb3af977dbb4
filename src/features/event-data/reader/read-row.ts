import { eventFieldKinds } from '../api/event-fields';
import {
  createdAtAsSent,
  createdAtZ,
  fieldBit,
  gpsStates,
  overflowedPairs,
  type DayChunk,
  type DayReport,
  type SecondaryField,
} from './day-chunk';
import type { InternPool } from './intern';
import { lastOutcome, outcomes, readInteger, readNumber, readString } from './lenient-values';
import { createdAtOfNumber, createdAtOfText } from './created-at';
import { PropListBuilder, type ValueKind } from './prop-list';
import { readFix } from './read-fix';
import { clearRow, firstRows, newColumns, type Columns } from './row-columns';
import { PendingRow } from './pending-row';
import { kindAndText, sentText } from './sent-text';

const known: ReadonlySet<string> = new Set<string>(Object.keys(eventFieldKinds));

interface Identity {
  id: number;
  idText: string | null;
  inexact: boolean;
  type: number;
  timeAt: number;
}

/**
 * Reads the secondary fields of events, row by row, into the columns of a `DayChunk`. A row is written
 * whole or not at all: when reading an event throws, its row is cleared and the next event takes it.
 */
export class RowReader {
  private readonly chunk: Columns;
  private readonly attributes: PropListBuilder;
  private readonly extras: PropListBuilder;
  private readonly sent: PropListBuilder;
  private readonly pending: PendingRow;
  private row = 0;

  constructor(
    private readonly count: number,
    private readonly pool: InternPool,
    private readonly report: DayReport,
    private readonly timeScale: number,
  ) {
    this.chunk = newColumns(count);
    this.sent = new PropListBuilder(pool);
    const keptInSent = (list: keyof typeof overflowedPairs) => (key: string, kind: ValueKind, text: string) =>
      this.sent.add(overflowedPairs[list], 'json', JSON.stringify([key, kind, text]));
    this.attributes = new PropListBuilder(pool, keptInSent('attributes'));
    this.extras = new PropListBuilder(pool, keptInSent('extras'));
    this.pending = new PendingRow([this.attributes, this.extras, this.sent]);
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

  private entity(field: 'companyId' | 'deviceId' | 'vehicleId' | 'tripId', value: unknown): void {
    const id = readInteger(value);
    if (this.account(field, value)) this.chunk[field][this.row] = this.pool.number(id);
  }

  private number(
    field: 'companyVersion' | 'deviceVersion' | 'vehicleVersion' | 'odometer',
    value: unknown,
  ): void {
    const n = field === 'odometer' ? readNumber(value) : readInteger(value);
    if (this.account(field, value)) this.chunk[field][this.row] = n;
  }

  private text(field: 'action' | 'origin' | 'location', value: unknown): void {
    const text = readString(value);
    if (!this.account(field, value) || text === undefined) return;
    const overflowed = this.pool.overflowed;
    this.chunk[field][this.row] = this.pool.string(text);
    // Past the response's limit of new strings the column reads "…": the text is kept whole as sent.
    if (this.pool.overflowed !== overflowed) this.pending.add(this.sent, field, 'string', text);
  }

  private createdAt(value: unknown): void {
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
    if (!this.account('createdAt', value) || text === undefined) return;
    const read = createdAtOfText(text);
    c.createdAt[this.row] = read.ms;
    c.createdAtZone[this.row] = read.zone;
    if (read.zone === createdAtAsSent) this.pending.add(this.sent, 'createdAt', 'string', text);
  }

  private gps(value: unknown): void {
    if (value === undefined) return;
    if (value === null) return this.pending.count(this.report.nulls, 'GPS');
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

  private attributesOf(value: unknown): void {
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
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      const [kind, text] = kindAndText(entry);
      lenient ||= kind !== 'string';
      this.pending.add(this.attributes, key, kind, text);
    }
    if (!lenient) return;
    this.pending.count(this.report.lenient, 'attributes');
    this.chunk.lenient[this.row] = (this.chunk.lenient[this.row] as number) | fieldBit('attributes');
  }

  /** Reads one event into the next row; when that throws, the row is left as it was and the error rethrown. */
  read(e: Record<string, unknown>, identity: Identity, repeats = 0): void {
    try {
      this.readRow(e, identity);
      this.chunk.repeats[this.row] = Math.min(65_535, repeats);
    } catch (error) {
      clearRow(this.chunk, this.row);
      this.pending.drop();
      throw error;
    }
    this.pending.commit();
    this.row += 1;
  }

  private readRow(e: Record<string, unknown>, identity: Identity): void {
    const c = this.chunk;
    const row = this.row;
    c.id[row] = identity.id;
    c.timeAt[row] = identity.timeAt;
    c.type[row] = identity.type;
    if (identity.idText !== null) this.pending.add(this.sent, 'id', 'string', identity.idText);
    if (identity.inexact) c.inexactId[row] = 1;
    this.entity('companyId', e.companyId);
    this.entity('deviceId', e.deviceId);
    this.entity('vehicleId', e.vehicleId);
    this.entity('tripId', e.tripId);
    this.number('companyVersion', e.companyVersion);
    this.number('deviceVersion', e.deviceVersion);
    this.number('vehicleVersion', e.vehicleVersion);
    this.number('odometer', e.odometer);
    this.text('action', e.action);
    this.text('origin', e.origin);
    this.text('location', e.location);
    this.createdAt(e.createdAt);
    this.gps(e.GPS);
    this.attributesOf(e.attributes);
    for (const key in e) {
      if (known.has(key)) continue;
      const [kind, text] = kindAndText(e[key]);
      this.pending.add(this.extras, key, kind, text);
      this.pending.count(this.report.unknownFields, key);
    }
  }

  finish(): DayChunk {
    const rows = this.row;
    return {
      ...(rows < this.count ? firstRows(this.chunk, rows) : this.chunk),
      count: rows,
      report: this.report,
      attributes: this.attributes.build(),
      extras: this.extras.build(),
      sent: this.sent.build(),
    };
  }
}
