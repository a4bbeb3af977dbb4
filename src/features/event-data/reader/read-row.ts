import { eventFieldKinds } from '../../../contract/event-fields';
import type { DayChunk } from './day-chunk';
import { FieldReader } from './read-fields';
import { clearRow, firstRows } from './row-columns';
import { sentText } from './sent-text';
import { keysNotReadOf } from './wide-items';

const known: ReadonlySet<string> = new Set<string>(Object.keys(eventFieldKinds));

/** How many fields of an event the spec lists. */
function listedCount(e: Record<string, unknown>): number {
  let listed = 0;
  for (const key of known) if (Object.hasOwn(e, key)) listed += 1;
  return listed;
}

/** An event's type as a cut note names it (read leniently, it may have come as another JSON type). */
const typeText = (type: unknown) =>
  typeof type === 'string' ? type.slice(0, 100) : sentText(type).slice(0, 100);

interface Identity {
  /** Where the event was in the response. */
  index: number;
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
export class RowReader extends FieldReader {
  /** Reads one event into the next row; when that throws, the row is left as it was and the error rethrown. */
  read(e: Record<string, unknown>, identity: Identity, repeats = 0): void {
    try {
      this.readRow(e, identity);
      this.chunk.repeats[this.row] = Math.min(65_535, repeats);
    } catch (error) {
      clearRow(this.chunk, this.row);
      this.pending.drop();
      this.cuts.drop();
      throw error;
    }
    this.pending.commit();
    this.cuts.commit();
    this.row += 1;
  }

  private readRow(e: Record<string, unknown>, identity: Identity): void {
    const c = this.chunk;
    const row = this.row;
    c.id[row] = identity.id;
    c.timeAt[row] = identity.timeAt;
    c.type[row] = identity.type;
    this.cuts.start(identity.index, identity.idText ?? String(identity.id), typeText(e.type));
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
    // Past the limit the rest are only counted: one event of many fields costs little more than its parse.
    // Object.keys, not for-in: on an object of many keys Chromium enumerates it in about half the time.
    const keys = Object.keys(e);
    // Fields a long event's parse only counted (wide-items.ts).
    const notRead = keysNotReadOf(e);
    let kept = 0;
    for (let i = 0; i < keys.length; i += 1) {
      const key = keys[i] as string;
      if (known.has(key)) continue;
      if (this.cuts.pair(key, e[key], 'extras')) kept += 1;
      else return this.cuts.unkept(keys.length - listedCount(e) - kept + notRead);
    }
    this.cuts.unkept(notRead);
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
