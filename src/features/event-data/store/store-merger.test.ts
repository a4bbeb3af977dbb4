import { describe, expect, it } from 'vitest';
import { Dictionary } from '../reader/dictionary';
import { InternPool } from '../reader/intern';
import { readDay } from '../reader/read-day';
import type { DayRequestRange } from '../api/api-dates';
import type { EventStore } from './event-store';
import { createStoreMerger } from './store-merger';
import { queryPagesShelf } from './store-shelf';
import { sessionEnded } from '../../../lib/session-reset';

const window = { from: 0, to: 10_000 };

function days(...lists: number[][]) {
  const pool = new InternPool();
  const dictionary = new Dictionary();
  const chunks = lists.map((times) => {
    const chunk = readDay(
      times.map((timeAt) => ({ id: timeAt, type: 'ignition', timeAt, odometer: timeAt / 2 })),
      pool,
      { timeUnit: 'ms' },
    );
    if (!chunk) throw new Error('not a list');
    return chunk;
  });
  dictionary.apply(pool.takeDelta());
  const ranges = lists.map((_, i): DayRequestRange => ({
    date: `2026-11-0${i + 1}` as DayRequestRange['date'],
    from: '',
    to: '',
    past: true,
    covers: window,
  }));
  return { chunks, ranges, dictionary };
}

describe('joining the days that have arrived', () => {
  it('answers with the same store while the same days are in', () => {
    const { chunks, ranges, dictionary } = days([300, 200], [100]);
    const merge = createStoreMerger(dictionary);
    expect(merge([...chunks], ranges, window).store).toBe(merge([...chunks], ranges, window).store);
  });

  it('lets a store it replaced forget what it derived, which it makes again, the same, when asked', () => {
    const { chunks, ranges, dictionary } = days([300, 200], [100]);
    const merge = createStoreMerger(dictionary);
    const { store: partial } = merge([chunks[0], undefined], ranges, window);
    const odometer = Array.from(partial.column('odometer'));
    let made = 0;
    partial.remember('derived', () => (made += 1));
    const { store: full } = merge(chunks, ranges, window);
    full.remember('derived', () => (made += 1));
    expect(made).toBe(2);
    partial.remember('derived', () => (made += 1));
    expect(made).toBe(3);
    expect(Array.from(partial.column('odometer'))).toEqual(odometer);
    expect(Array.from(full.rows, (g) => full.at('odometer', g))).toEqual([150, 100, 50]);
  });

  describe('while days are still arriving', () => {
    /** A new store of `total` events, nothing held back. */
    const joined = (total: number) => ({
      store: expect.objectContaining({ total }),
      waitMs: 0,
      ahead: false,
    });

    function paced() {
      const { chunks, ranges, dictionary } = days([300], [200], [100]);
      let now = 1_000;
      const merge = createStoreMerger(dictionary, { paceMs: 500, clock: () => now });
      const at = (ms: number) => (now = ms);
      const [one, two, three] = chunks;
      return { merge, at, ranges, one, two, three };
    }

    it('shows the first day at once, and holds the next back until the pace lets it in', () => {
      const { merge, at, ranges, one, two } = paced();
      expect(merge([undefined, undefined, undefined], ranges, window, false).store.total).toBe(0);
      const first = merge([one, undefined, undefined], ranges, window, false);
      expect(first).toEqual(joined(1));
      at(1_200);
      const held = merge([one, two, undefined], ranges, window, false);
      expect(held.store).toBe(first.store);
      expect(held.waitMs).toBe(300);
      at(1_500);
      expect(merge([one, two, undefined], ranges, window, false)).toEqual(joined(2));
    });

    it('joins a bigger store less often, as each join costs more', () => {
      const { chunks, ranges, dictionary } = days([300, 250], [200], [100]);
      let now = 1_000;
      const merge = createStoreMerger(dictionary, { paceMs: 500, eventsPerPace: 1, clock: () => now });
      const [one, two, three] = chunks;
      merge([one, undefined, undefined], ranges, window, false);
      // Two events joined: twice the pace before the next join.
      now = 1_600;
      const held = merge([one, two, undefined], ranges, window, false);
      expect(held.waitMs).toBe(400);
      now = 2_000;
      expect(merge([one, two, undefined], ranges, window, false)).toEqual(joined(3));
      now = 2_600;
      expect(merge([one, two, three], ranges, window, false).waitMs).toBe(900);
    });

    it('lets the last day in at once', () => {
      const { merge, at, ranges, one, two, three } = paced();
      merge([one, undefined, undefined], ranges, window, false);
      at(1_100);
      expect(merge([one, two, three], ranges, window, true)).toEqual(joined(3));
    });

    it('never shows another window or other days than those asked, however soon they come', () => {
      const { merge, at, ranges, one, two, three } = paced();
      merge([one, two, undefined], ranges, window, false);
      at(1_100);
      const narrower = { from: 150, to: 10_000 };
      expect(merge([one, two, undefined], ranges, narrower, false).store.window).toBe(narrower);
      at(1_200);
      // Other filters: the days asked are other queries, pending or answered at once from the cache.
      expect(merge([undefined, three, undefined], ranges, narrower, false).store.total).toBe(1);
    });
  });

  describe('joining ahead of the render', () => {
    function ahead() {
      const { chunks, ranges, dictionary } = days([300], [200], [100]);
      const merge = createStoreMerger(dictionary, { paceMs: 0, joinAhead: true });
      return { merge, ranges, chunks };
    }

    it('keeps showing the store it has until the days that came are joined, then shows those', () => {
      const { merge, ranges, chunks } = ahead();
      const [one, two] = chunks;
      const empty = merge([undefined, undefined, undefined], ranges, window, false).store;
      const asked = merge([one, two, undefined], ranges, window, false);
      expect(asked).toEqual({ store: empty, waitMs: 0, ahead: true });
      const joined = merge.joinAhead();
      expect(joined?.total).toBe(2);
      expect(merge([one, two, undefined], ranges, window, false)).toEqual({
        store: joined,
        waitMs: 0,
        ahead: false,
      });
      expect(merge.joinAhead()).toBeNull();
    });

    it('lets the store on the page keep what it derived until the joined one is shown', () => {
      const { merge, ranges, chunks } = ahead();
      const [one, two, three] = chunks;
      const derived = (store: EventStore | null) => store?.remember('rows', () => ({}));
      const first = merge([one, undefined, undefined], ranges, window, false).store;
      const firstRows = derived(first);
      merge([one, two, undefined], ranges, window, false);
      const joined = merge.joinAhead();
      const joinedRows = derived(joined);
      // Between the join and its render the page still shows the first store (a scroll, a menu).
      expect(derived(first)).toBe(firstRows);
      expect(merge([one, two, undefined], ranges, window, false).store).toBe(joined);
      expect(derived(first)).not.toBe(firstRows);
      expect(derived(joined)).toBe(joinedRows);
      // Joined ahead, then another window shown before its render: the joined store was never on the page.
      merge([one, two, three], ranges, window, false);
      const never = merge.joinAhead();
      const neverRows = derived(never);
      merge([one, two, three], ranges, { from: 150, to: 10_000 }, false);
      expect(derived(never)).not.toBe(neverRows);
      expect(derived(joined)).not.toBe(joinedRows);
    });

    it('joins the latest days asked for, once', () => {
      const { merge, ranges, chunks } = ahead();
      const [one, two, three] = chunks;
      merge([one, undefined, undefined], ranges, window, false);
      merge.joinAhead();
      expect(merge([one, two, undefined], ranges, window, false).ahead).toBe(true);
      expect(merge([one, two, three], ranges, window, true).ahead).toBe(true);
      expect(merge.joinAhead()?.total).toBe(3);
      expect(merge.joinAhead()).toBeNull();
    });

    it('shows another window at once, and drops the days that waited for the last', () => {
      const { merge, ranges, chunks } = ahead();
      const [one, two] = chunks;
      merge([one, undefined, undefined], ranges, window, false);
      merge.joinAhead();
      merge([one, two, undefined], ranges, window, false);
      const narrower = { from: 150, to: 10_000 };
      const shown = merge([one, two, undefined], ranges, narrower, false);
      expect(shown.ahead).toBe(false);
      expect(shown.store.window).toBe(narrower);
      expect(merge.joinAhead()).toBeNull();
    });
  });
});

describe('the store shared by the events page and device health', () => {
  it('is taken by the other page from the shelf, with what it derived, once every day is in', () => {
    const { chunks, ranges, dictionary } = days([300, 200], [100]);
    const shelf = queryPagesShelf('shelf-test');
    const events = createStoreMerger(dictionary, { shelf });
    const { store } = events([...chunks], ranges, window);
    let made = 0;
    store.remember('derived', () => (made += 1));
    const health = createStoreMerger(dictionary, { shelf });
    const taken = health([...chunks], ranges, { ...window }).store;
    expect(taken).toBe(store);
    taken.remember('derived', () => (made += 1));
    expect(made).toBe(1);
  });

  it('is not taken while days are missing, for other days, or once its page replaced it', () => {
    const { chunks, ranges, dictionary } = days([300, 200], [100]);
    const shelf = queryPagesShelf('shelf-test-2');
    const events = createStoreMerger(dictionary, { shelf });
    const partial = events([chunks[0], undefined], ranges, window, false).store;
    expect(createStoreMerger(dictionary, { shelf })([chunks[0], undefined], ranges, window).store).not.toBe(
      partial,
    );
    const full = events([...chunks], ranges, window).store;
    expect(createStoreMerger(dictionary, { shelf })([chunks[1], chunks[0]], ranges, window).store).not.toBe(
      full,
    );
    events([chunks[0], undefined], ranges, { from: 0, to: 5_000 });
    expect(createStoreMerger(dictionary, { shelf })([...chunks], ranges, window).store).not.toBe(full);
  });

  it('is forgotten when the session ends', () => {
    const { chunks, ranges, dictionary } = days([300], [100]);
    const events = createStoreMerger(dictionary, { shelf: queryPagesShelf('shelf-test-3') });
    const { store } = events([...chunks], ranges, window);
    sessionEnded('shelf-test-3');
    const health = createStoreMerger(dictionary, { shelf: queryPagesShelf('shelf-test-3') });
    expect(health([...chunks], ranges, window).store).not.toBe(store);
  });
});
