import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { useSelection } from '../event-rows';
import { parseFilters, useEventsUrl } from '../event-url';
import { useViewMode } from './view-mode';

const store = storeFromEvents([]);
const rows = new Uint32Array(0);

/** The URL's parts with the owners that write the selection and the view mode. */
function useProbe() {
  const url = useEventsUrl();
  const [, setMode] = useViewMode(url);
  const { selectEvent } = useSelection(url, store, rows);
  return { ...url, setMode, selectEvent };
}

type EventsUrl = ReturnType<typeof useProbe>;

function Probe({ onUrl }: { onUrl: (url: EventsUrl) => void }) {
  const url = useProbe();
  useEffect(() => {
    onUrl(url);
  });
  return null;
}

function renderAt(entry: string) {
  const seen: { url?: EventsUrl } = {};
  const router = createMemoryRouter(
    [{ path: '/au/events', element: <Probe onUrl={(url) => (seen.url = url)} /> }],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  const url = () => {
    if (!seen.url) throw new Error('not rendered');
    return seen.url;
  };
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, url, search };
}

describe('useEventsUrl', () => {
  it('keeps both of two writes made before the page renders again', async () => {
    const { url, search } = renderAt('/au/events?range=last24h&mode=table');
    act(() => {
      // "Table and map", then an arrow key, faster than a render: the selection must not undo the mode.
      url().setMode('both');
      url().selectEvent({ type: 'ignition', id: '42' });
      url().replay.set({ kind: 'vehicle', id: 7 });
    });
    await waitFor(() => expect(search().get('replay')).toBe('vehicle:7'));
    expect(search().get('mode')).toBe('both');
    expect(search().get('sel')).toBe('42/ignition');
    expect(search().get('range')).toBe('last24h');
  });

  it('applies two changes to the filters made before a render, each to the other', async () => {
    const { url, search } = renderAt('/au/events?range=last24h');
    const addVehicle = (id: number) =>
      url().setFilters((current) => ({
        ...current,
        constraints: { ...current.constraints, vehicleIds: [...current.constraints.vehicleIds, id] },
      }));
    act(() => {
      // Two id links clicked faster than the page renders: both vehicles, not the second alone.
      addVehicle(101);
      addVehicle(102);
    });
    await waitFor(() => expect(parseFilters(search()).filters.constraints.vehicleIds).toEqual([101, 102]));
  });

  it('starts from a URL it did not write, such as one gone back to', async () => {
    const { router, url, search } = renderAt('/au/events?range=last24h');
    act(() => url().patchView({ search: 'ute' }));
    await waitFor(() => expect(search().get('q')).toBe('ute'));
    await act(() => router.navigate('/au/events?range=last7d'));
    act(() => url().selectEvent({ type: 'driver', id: '9' }));
    await waitFor(() => expect(search().get('sel')).toBe('9/driver'));
    expect(search().get('range')).toBe('last7d');
    expect(search().get('q')).toBeNull();
  });

  it('keeps a comparison and the period overlaid through a change of filters or of the view', async () => {
    const { url, search } = renderAt('/au/events?range=last24h');
    act(() => {
      url().compare.open({ from: 1000, to: 2000 });
      url().compare.setPeriod({ kind: 'days', days: 7 });
    });
    await waitFor(() => expect(search().get('vs')).toBe('7'));
    act(() => url().setFilters((current) => ({ ...current, types: ['ignition'] })));
    await waitFor(() => expect(search().get('types')).toBe('ignition'));
    act(() => url().patchView({ search: 'ute' }));
    await waitFor(() => expect(search().get('q')).toBe('ute'));
    expect(search().get('compare')).toBe('1000,2000');
    expect(search().get('vs')).toBe('7');
    expect(url().compare.state.range).toEqual({ from: 1000, to: 2000 });
  });

  describe('a view change after the next paint', () => {
    it('lands after a frame, several before it as one navigation worked out from the last', async () => {
      const { router, url, search } = renderAt('/au/events?range=last24h');
      const navigations: string[] = [];
      router.subscribe((state) => navigations.push(state.location.search));
      const toggleIgnition = () =>
        url().patchViewAfterPaint((view) => ({
          filters: view.filters.some((f) => f.value === 'ignition')
            ? []
            : [{ mode: 'in', column: 'type', value: 'ignition' }],
        }));
      act(() => {
        url().patchViewAfterPaint({ search: 'ute' });
        // Two toggles before any render: on, then off again, each from the other.
        toggleIgnition();
        toggleIgnition();
        toggleIgnition();
      });
      expect(search().get('q')).toBeNull();
      await waitFor(() => expect(search().get('q')).toBe('ute'));
      expect(search().getAll('in.type')).toEqual(['ignition']);
      expect(navigations).toHaveLength(1);
    });

    it('is carried by a write made meanwhile, which it then does not undo', async () => {
      const { url, search } = renderAt('/au/events?range=last24h');
      act(() => {
        url().patchViewAfterPaint({ search: 'ute' });
        url().setFilters((current) => ({ ...current, types: ['ignition'] }));
      });
      expect(search().get('q')).toBe('ute');
      expect(search().get('types')).toBe('ignition');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(search().get('types')).toBe('ignition');
    });

    it('gives way to a URL it did not write (back, a link) before it lands', async () => {
      const { router, url, search } = renderAt('/au/events?range=last24h');
      act(() => url().patchViewAfterPaint({ search: 'ute' }));
      await act(() => router.navigate('/au/events?range=last7d'));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(search().get('range')).toBe('last7d');
      expect(search().get('q')).toBeNull();
    });
  });
});
