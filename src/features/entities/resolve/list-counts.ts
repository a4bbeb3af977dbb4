import { eachId, isId, type IdList } from './id-list';

/** What the name store knows of an id: answered (with a name or without), or failed. */
export interface AnswerState {
  answered: ReadonlyMap<number, unknown>;
  failed: ReadonlySet<number>;
}

/** How many of a list's ids are pending and failed, brought up to date from the ids settled since. */
interface ListCount {
  /** The list's ids (valid ones, once each). */
  ids: ReadonlySet<number>;
  pending: number;
  failed: number;
  /** How far into the log of settled ids it has been brought, and in which epoch. */
  logAt: number;
  epoch: number;
}

/**
 * Counts of pending and failed ids per list, for lists asked about again and again (the page asks after
 * every notice of new names, with tens of thousands of ids): a list is counted once, then brought up to date
 * from the log of ids that settled since (a few per batch). Ids going back to pending (a retry, a reset)
 * start a new epoch, and every list is counted afresh when next asked.
 */
export class ListCounts {
  private readonly log: number[] = [];
  private readonly logFailed: boolean[] = [];
  private epoch = 0;
  private readonly counts = new WeakMap<object, ListCount>();

  constructor(private readonly state: AnswerState) {}

  /** An id left pending: answered, or failed. */
  settled(id: number, failed: boolean): void {
    this.log.push(id);
    this.logFailed.push(failed);
  }

  /** Ids went back to pending, or a failed one was answered after all. */
  restart(): void {
    this.epoch += 1;
    this.log.length = 0;
    this.logFailed.length = 0;
  }

  countOf(list: IdList): { pending: number; failed: number } {
    let count = this.counts.get(list);
    if (!count || count.epoch !== this.epoch) {
      count = this.countAfresh(list);
      this.counts.set(list, count);
    }
    for (; count.logAt < this.log.length; count.logAt += 1) {
      if (!count.ids.has(this.log[count.logAt] as number)) continue;
      count.pending -= 1;
      if (this.logFailed[count.logAt]) count.failed += 1;
    }
    return { pending: count.pending, failed: count.failed };
  }

  private countAfresh(list: IdList): ListCount {
    const ids = new Set<number>();
    for (const id of eachId(list)) if (isId(id)) ids.add(id);
    let pending = 0;
    let failed = 0;
    for (const id of ids) {
      if (this.state.answered.has(id)) continue;
      if (this.state.failed.has(id)) failed += 1;
      else pending += 1;
    }
    return { ids, pending, failed, logAt: this.log.length, epoch: this.epoch };
  }
}
