import { describe, expect, it, vi } from 'vitest';
import type { FleetEvent } from '../api/event-schema';
import { searchMask, warmSearch } from './search-index';

const at = (id: number, location: string, attributes?: Record<string, string>): FleetEvent => ({
  id,
  type: 'ignition',
  timeAt: id,
  location,
  ...(attributes ? { attributes } : {}),
});

const events = [at(11, 'Alpha Rd'), at(12, 'Beta St', { status: 'Late' }), at(13, 'Gamma Rd')];
const kept = (mask: Uint8Array | null) => (mask ? [...mask] : null);

describe('search over a loaded list', () => {
  it('marks the events holding every word, in any case, nothing for an empty search', () => {
    expect(kept(searchMask(events, 'rd'))).toEqual([1, 0, 1]);
    expect(kept(searchMask(events, 'RD gamma'))).toEqual([0, 0, 1]);
    expect(kept(searchMask(events, 'late'))).toEqual([0, 1, 0]);
    expect(kept(searchMask(events, '12'))).toEqual([0, 1, 0]);
    expect(searchMask(events, '   ')).toBeNull();
  });

  it('never matches across two events', () => {
    // "rd" ends the first event's text and "12" starts the second's: "rd12" is in neither.
    expect(kept(searchMask(events, 'rd12'))).toEqual([0, 0, 0]);
    expect(kept(searchMask([], 'x'))).toEqual([]);
  });

  it('makes the search text in slices while the browser is idle, and stops when told', () => {
    const list = Array.from({ length: 12_000 }, (_, i) => at(i, i % 1000 === 0 ? 'Needle' : 'Hay'));
    const queued: ((deadline: IdleDeadline) => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: (deadline: IdleDeadline) => void) => queued.push(run));
    // Short idle periods, and a clock that moves a millisecond per look.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    const shortIdle = { didTimeout: false, timeRemaining: () => 0 };
    const drain = () => {
      let calls = 0;
      for (let run = queued.shift(); run; run = queued.shift(), calls += 1) run(shortIdle);
      return calls;
    };

    const stopped = new AbortController();
    warmSearch(list, stopped.signal);
    queued.shift()?.(shortIdle);
    stopped.abort();
    expect(drain()).toBe(1);

    warmSearch(list, new AbortController().signal);
    expect(drain()).toBeGreaterThan(3);
    expect(kept(searchMask(list, 'needle'))?.filter(Boolean)).toHaveLength(12);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
