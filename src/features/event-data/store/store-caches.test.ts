import { describe, expect, it } from 'vitest';
import { clearCachesOf, storeCache } from './store-caches';
import { storeFromEvents } from './store-from-events';

const store = () => storeFromEvents([{ id: 1, type: 'ignition', timeAt: 1 }]);
const mb = (n: number) => new Uint8Array(n * 2 ** 20);

describe("a later stage's cache of a store", () => {
  it('is its own, beside the store: another stage asking for the same key makes its own value', () => {
    const rows = storeCache();
    const histogram = storeCache();
    const s = store();
    expect(rows(s).remember('k', () => 'rows')).toBe('rows');
    expect(histogram(s).remember('k', () => 'histogram')).toBe('histogram');
    expect(rows(store()).has('k')).toBe(false);
  });

  it("shares the store's one byte bound with the other stages' caches", () => {
    const rows = storeCache();
    const histogram = storeCache();
    const s = store(); // a small store: the bound is its floor, 32 MB
    rows(s).remember('order', () => mb(20));
    histogram(s).remember('counts', () => mb(20));
    // 40 MB across both: the rows cache, past the shared bound, lets its oldest go.
    rows(s).remember('search', () => mb(1));
    expect(rows(s).has('order')).toBe(false);
    expect(histogram(s).has('counts')).toBe(true);
  });

  it('forgets the least recently used value of any stage, not the newest of the one past the bound', () => {
    const rows = storeCache();
    const histogram = storeCache();
    const s = store();
    rows(s).remember('order', () => mb(20));
    histogram(s).remember('counts', () => mb(10));
    rows(s).remember('order', () => mb(20)); // used again: now the most recent
    // 40 MB: the histogram's counts, now the least recently used of all, go; the rows keep their order.
    rows(s).remember('search', () => mb(10));
    expect(histogram(s).has('counts')).toBe(false);
    expect(rows(s).has('order')).toBe(true);
    expect(rows(s).has('search')).toBe(true);
  });

  it('lets go of everything with the store it was derived from', () => {
    const rows = storeCache();
    const s = store();
    rows(s).remember('order', () => mb(1));
    s.column('timeAt');
    clearCachesOf(s);
    expect(rows(s).has('order')).toBe(false);
    expect(rows(s).bytes).toBe(0);
  });
});
