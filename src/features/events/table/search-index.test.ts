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

  it('builds the index while the browser is idle, with the same results', () => {
    vi.useFakeTimers();
    const list = Array.from({ length: 12_000 }, (_, i) => at(i, i % 1000 === 0 ? 'Needle' : 'Hay'));
    const controller = new AbortController();
    const idle = vi.fn((run: () => void) => setTimeout(run, 1));
    vi.stubGlobal('requestIdleCallback', idle);
    warmSearch(list, controller.signal);
    vi.runAllTimers();
    expect(idle.mock.calls.length).toBeGreaterThan(2);
    expect(kept(searchMask(list, 'needle'))?.filter(Boolean)).toHaveLength(12);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
