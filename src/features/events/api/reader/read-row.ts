import { eventFieldKinds } from '../event-fields';
import {
  createdAtAsSent,
  createdAtZ,
  fieldBit,
  gpsStates,
  type DayChunk,
  type DayReport,
  type SecondaryField,
} from './day-chunk';
import type { InternPool } from './intern';
import {
  ExactInteger,
  lastOutcome,
  outcomes,
  readBoolean,
  readInstant,
  readInteger,
  readNumber,
  readString,
  sentText,
} from './lenient-values';
import { PropListBuilder, type ValueKind } from './prop-list';

const known = new Set<string>(Object.keys(eventFieldKinds));
const canonicalCreatedAt = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|([+-])(\d{2}):(\d{2}))$/;

/** A scalar's JSON type and text, for attributes and unknown fields. */
export function kindAndText(value: unknown): [ValueKind, string] {
  if (typeof value === 'string') return ['string', value];
  if (typeof value === 'number') return ['number', String(value)];
  if (typeof value === 'boolean') return ['boolean', String(value)];
  if (value === null) return ['null', 'null'];
  if (value instanceof ExactInteger) return ['number', value.digits];
  return ['json', sentText(value)];
}

interface Identity {
  id: number;
  idText: string | null;
  inexact: boolean;
  type: number;
  timeAt: number;
}

/** Reads the secondary fields of events, row by row, into the columns of a `DayChunk`. */
export class RowReader {
  private readonly chunk: Omit<DayChunk, 'attributes' | 'extras' | 'sent'>;
  private readonly attributes: PropListBuilder;
  private readonly extras: PropListBuilder;
  private readonly sent: PropListBuilder;
  private row = 0;

  constructor(
    count: number,
    private readonly pool: InternPool,
    private readonly report: DayReport,
    private readonly timeScale: number,
  ) {
    const f64 = () => new Float64Array(count).fill(NaN);
    this.chunk = {
      count,
      report,
      id: new Float64Array(count),
      timeAt: new Float64Array(count),
      type: new Uint32Array(count),
      action: new Uint32Array(count),
      origin: new Uint32Array(count),
      location: new Uint32Array(count),
      companyId: new Uint32Array(count),
      deviceId: new Uint32Array(count),
      vehicleId: new Uint32Array(count),
      tripId: new Uint32Array(count),
      companyVersion: f64(),
      deviceVersion: f64(),
      vehicleVersion: f64(),
      odometer: f64(),
      createdAt: f64(),
      createdAtZone: new Int16Array(count),
      gps: new Uint8Array(count),
      lat: f64(),
      lng: f64(),
      gpsAt: f64(),
      unreadable: new Uint16Array(count),
      inexactId: new Uint8Array(count),
    };
    this.attributes = new PropListBuilder(pool);
    this.extras = new PropListBuilder(pool);
    this.sent = new PropListBuilder(pool);
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
    counts[field] = (counts[field] ?? 0) + 1;
    if (outcome === outcomes.unreadable) this.markUnreadable(field, value);
    return outcome === outcomes.lenient;
  }

  private markUnreadable(field: SecondaryField, value: unknown): void {
    const c = this.chunk;
    c.unreadable[this.row] = (c.unreadable[this.row] as number) | fieldBit(field);
    this.sent.add(field, 'string', sentText(value));
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
    if (this.account(field, value) && text !== undefined)
      this.chunk[field][this.row] = this.pool.string(text);
  }

  private createdAt(value: unknown): void {
    const c = this.chunk;
    // An epoch number names its instant (in ms, the spec's unit for every epoch time; the region's
    // `timeUnit` is about timeAt and GPS.At); written back as ISO text, like other lenient reads.
    const ms = typeof value === 'number' ? new Date(value).getTime() : NaN;
    if (!Number.isNaN(ms)) {
      this.report.lenient.createdAt = (this.report.lenient.createdAt ?? 0) + 1;
      c.createdAt[this.row] = ms;
      c.createdAtZone[this.row] = createdAtZ;
      return;
    }
    const text = readString(value);
    if (!this.account('createdAt', value) || text === undefined) return;
    c.createdAt[this.row] = Date.parse(text);
    const match = canonicalCreatedAt.exec(text);
    if (match && !Number.isNaN(c.createdAt[this.row])) {
      const [, zone, sign, hours, minutes] = match;
      c.createdAtZone[this.row] =
        zone === 'Z' ? createdAtZ : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
    } else {
      // Another form (no milliseconds, a space, no offset...): the text is kept as it came.
      c.createdAtZone[this.row] = createdAtAsSent;
      this.sent.add('createdAt', 'string', text);
    }
  }

  private gps(value: unknown): void {
    if (value === undefined) return;
    if (value === null) {
      this.report.nulls.GPS = (this.report.nulls.GPS ?? 0) + 1;
      return;
    }
    const c = this.chunk;
    const row = this.row;
    const fix =
      typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    let lenient = false;
    const valid = fix ? readBoolean(fix.valid) : undefined;
    lenient ||= lastOutcome() === outcomes.lenient;
    const lat = fix ? readNumber(fix.Lat) : NaN;
    lenient ||= lastOutcome() === outcomes.lenient;
    const lng = fix ? readNumber(fix.Lng) : NaN;
    lenient ||= lastOutcome() === outcomes.lenient;
    const at = fix ? readInstant(fix.At, this.timeScale) : NaN;
    if (!Number.isNaN(at)) c.gpsAt[row] = at;
    lenient ||= lastOutcome() === outcomes.lenient;
    // A fix marked invalid is not drawn whatever its coordinates; a valid one needs both in range.
    const inRange = Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
    const readable = valid === false || (valid === true && inRange);
    if (!readable) {
      c.gps[row] = gpsStates.unreadable;
      this.report.unreadable.GPS = (this.report.unreadable.GPS ?? 0) + 1;
      this.markUnreadable('GPS', value);
      return;
    }
    if (lenient) this.report.lenient.GPS = (this.report.lenient.GPS ?? 0) + 1;
    c.gps[row] = valid ? gpsStates.valid : gpsStates.invalid;
    if (inRange) {
      c.lat[row] = lat;
      c.lng[row] = lng;
    }
  }

  private attributesOf(value: unknown): void {
    if (value === undefined) return;
    if (value === null) {
      this.report.nulls.attributes = (this.report.nulls.attributes ?? 0) + 1;
      return;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
      this.report.unreadable.attributes = (this.report.unreadable.attributes ?? 0) + 1;
      this.markUnreadable('attributes', value);
      return;
    }
    let lenient = false;
    for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
      const [kind, text] = kindAndText(entry);
      lenient ||= kind !== 'string';
      this.attributes.add(key, kind, text);
    }
    if (lenient) this.report.lenient.attributes = (this.report.lenient.attributes ?? 0) + 1;
  }

  read(row: number, e: Record<string, unknown>, identity: Identity): void {
    const c = this.chunk;
    this.row = row;
    c.id[row] = identity.id;
    c.timeAt[row] = identity.timeAt;
    c.type[row] = identity.type;
    if (identity.idText !== null) this.sent.add('id', 'string', identity.idText);
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
      this.extras.add(key, kind, text);
      this.report.unknownFields[key] = (this.report.unknownFields[key] ?? 0) + 1;
    }
    this.attributes.endRow();
    this.extras.endRow();
    this.sent.endRow();
  }

  finish(): DayChunk {
    return {
      ...this.chunk,
      attributes: this.attributes.build(),
      extras: this.extras.build(),
      sent: this.sent.build(),
    };
  }
}
