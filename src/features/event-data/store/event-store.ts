import type { DayChunk } from '../reader/day-chunk';
import type { Dictionary } from '../reader/dictionary';
import { createdAtText, eventOf, sentValue, type FleetEvent } from '../reader/event-object';
import type { EventKey, TimeWindow } from '../../event-url';
import type { GatheredColumn, JoinedDays, StoreDay } from './store-day';
import type { Memo } from './memo';
import { clearCachesOf, ownMemo } from './store-caches';
import { newestFirst, withoutRepeats } from './store-order';
import { accountFor, type StoreReport } from './store-report';

/** Rows as `Uint32Array`s of global indices: row r of day c is `base[c] + r`. */
export type Rows = Uint32Array;

/** The memo's keys of columns gathered across days. */
const gatheredPrefix = 'column:';

/**
 * The events of a window: the days that have arrived, joined. Nothing is copied per event: each day keeps
 * its columns, and a global index names one event of one day. `rows` are the window's events, each once,
 * newest first; `outside` those the API sent though they lie outside what was asked for (shown only when
 * asked; the extra rows of a whole date around the window are simply cut). What the store derives itself
 * (columns gathered across days, the loaded types) is remembered in `memo`; what later stages derive (sort
 * orders, search masks, counts) in their own caches beside it (`storeCache`). All of them share one byte
 * pool and live exactly as long as the store (`store-caches.ts`).
 */
export class EventStore implements JoinedDays {
  readonly base: Uint32Array;
  readonly total: number;
  readonly rows: Rows;
  readonly outside: Rows;
  readonly report: StoreReport;
  /** The store's own derived values: the least recently used go past 64 entries or the pool's bound. */
  private readonly memo: Memo;
  /** The gathered columns the memo holds, by name: `at` reads them per cell without making a key. */
  private readonly gathered = new Map<GatheredColumn, unknown>();

  readonly days: readonly DayChunk[];

  constructor(
    responses: readonly StoreDay[],
    readonly dictionary: Dictionary,
    readonly window: TimeWindow,
  ) {
    const days = responses.map((response) => response.chunk);
    this.days = days;
    this.base = new Uint32Array(days.length + 1);
    days.forEach((day, c) => (this.base[c + 1] = (this.base[c] as number) + day.count));
    this.total = this.base[days.length] as number;
    this.memo = ownMemo(this, (key) => {
      if (key.startsWith(gatheredPrefix))
        this.gathered.delete(key.slice(gatheredPrefix.length) as GatheredColumn);
    });
    const { kept, repeats } = withoutRepeats(this, newestFirst(this));
    const time = this.column('timeAt');
    const inside = new Uint32Array(kept.length);
    const outside = new Uint32Array(kept.length);
    let inCount = 0;
    let outCount = 0;
    let trimmed = 0;
    for (let i = 0; i < kept.length; i += 1) {
      const g = kept[i] as number;
      const t = time[g] as number;
      if (t >= window.from && t < window.to) inside[inCount++] = g;
      else {
        const { requested } = responses[this.dayOf(g)] as StoreDay;
        if (t >= requested.from && t < requested.to) trimmed += 1;
        else outside[outCount++] = g;
      }
    }
    this.rows = inside.slice(0, inCount);
    this.outside = outside.slice(0, outCount);
    this.report = accountFor(responses, repeats, trimmed, this.outside, time, window);
  }

  /** The data stage's own derived values; a later stage keeps its own in a `storeCache`. */
  remember<T>(key: string, make: () => T): T {
    return this.memo.remember(key, make);
  }

  /** Lets go of what was derived (made again when asked): for a store a newer one replaced. */
  forgetDerived(): void {
    this.gathered.clear();
    clearCachesOf(this);
  }

  /** Which day a global index is of. */
  dayOf(g: number): number {
    let lo = 0;
    let hi = this.days.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((this.base[mid] as number) <= g) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Which day and row a global index is. */
  locate(g: number): [DayChunk, number] {
    const c = this.dayOf(g);
    return [this.days[c] as DayChunk, g - (this.base[c] as number)];
  }

  /**
   * One column across every day, indexed by global index; made again if the memo has let it go. Callers ask
   * for it per event too (an export's names), so one it holds is returned without a key or a reorder: its
   * place among the least recently used is when it was made.
   */
  column<C extends GatheredColumn>(name: C): DayChunk[C] {
    const held = this.gathered.get(name);
    if (held) return held as DayChunk[C];
    return this.memo.remember(gatheredPrefix + name, () => {
      const first = this.days[0]?.[name];
      const Kind = (first?.constructor ?? Float64Array) as new (n: number) => DayChunk[C];
      const all = new Kind(this.total);
      this.days.forEach((day, c) => all.set(day[name] as never, this.base[c]));
      this.gathered.set(name, all);
      return all;
    });
  }

  /**
   * One event's value of a column, from the column across days when it was made, else from its day: showing
   * a row must not gather a column (a copy of it for every event) that only a sort or a filter needs.
   */
  at(name: GatheredColumn, g: number): number {
    const gathered = this.gathered.get(name) as DayChunk[GatheredColumn] | undefined;
    if (gathered) return gathered[g] as number;
    const c = this.dayOf(g);
    return (this.days[c] as DayChunk)[name][g - (this.base[c] as number)] as number;
  }

  event(g: number): FleetEvent {
    const [day, row] = this.locate(g);
    return eventOf(day, row, this.dictionary);
  }

  /** createdAt's text, as `event(g).createdAt`, without building the event: a cell of it, per frame of a scroll. */
  createdAtText(g: number): string | undefined {
    const [day, row] = this.locate(g);
    return createdAtText(day, row, this.dictionary);
  }

  /** Where an event (type and exact id) is among `rows`, or -1. */
  indexIn(rows: Rows, type: string, id: string): number {
    const code = this.dictionary.codeOf(type);
    if (code < 0) return -1;
    const wanted = Number(id);
    const ids = this.column('id');
    const types = this.column('type');
    for (let i = 0; i < rows.length; i += 1) {
      const g = rows[i] as number;
      if (ids[g] === wanted && types[g] === code && (Number.isSafeInteger(wanted) || this.idText(g) === id))
        return i;
    }
    return -1;
  }

  /** The id's exact text (differs from the number only beyond 2^53). */
  /** The key of event `g`: its type and its id's exact digits. */
  keyOf(g: number): EventKey {
    return { type: this.dictionary.string(this.at('type', g)) ?? '', id: this.idText(g) };
  }

  idText(g: number): string {
    const id = this.at('id', g);
    if (Number.isSafeInteger(id)) return String(id);
    const [day, row] = this.locate(g);
    return sentValue(day, row, 'id', this.dictionary) ?? String(id);
  }
}
