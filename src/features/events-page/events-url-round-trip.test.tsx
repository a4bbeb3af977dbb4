import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';

const { au } = testRegions;

/**
 * Every parameter the events page reads (src/features/event-url/), each with a value other than its
 * default: the window (as dates, so the test holds on any day; `range` is the other way to write it), the
 * filters, the table's view, the layout, the selection, Live follow, the replay and the comparison (the old
 * facetTypes and facetActions are read only to be rewritten as in.type and in.action filters).
 */
const every = new URLSearchParams([
  ['types', 'ignition'],
  ['from', '2026-11-20'],
  ['to', '2026-11-21'],
  ['tz', 'UTC'],
  ['vehicleIds', '100,101'],
  ['deviceIds', '200,201'],
  ['fleetIds', '1'],
  ['tripIds', '300'],
  ['q', 'st'],
  ['in.type', 'ignition'],
  ['ex.action', 'OFF'],
  ['sort', 'location'],
  ['outside', 'show'],
  ['area', '-34,151,-33,152'],
  ['sel', '202611200/ignition'],
  ['cols', 'time,type,action,location,odometer'],
  ['mode', 'table'],
  ['live', '1'],
  ['replay', 'vehicle:100'],
  ['replayAt', String(Date.parse('2026-11-20T06:00:00Z'))],
  ['compare', 'filters'],
  ['vs', 'previous'],
]);

/** The parameters by name: the page may write them in another order. */
const sorted = (params: URLSearchParams) => [...params].sort(([a], [b]) => a.localeCompare(b));

describe('the events page’s URL', () => {
  it('keeps every other parameter through a sort', async () => {
    server.use(eventsHandler(au));
    storeApiKeySession('au');
    const { router } = renderApp(`/au/events?${every.toString()}`);
    await screen.findByText(/of \d+ events/);
    await userEvent.click(screen.getByRole('button', { name: 'Odometer' }));
    expect(screen.getByRole('columnheader', { name: /Odometer/ })).toHaveAttribute('aria-sort', 'ascending');
    const search = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(search().get('sort')).toBe('odometer'));
    const others = (params: URLSearchParams) => sorted(params).filter(([name]) => name !== 'sort');
    expect(others(search())).toEqual(others(every));
  });

  it('keeps every other parameter through a filter change', async () => {
    server.use(eventsHandler(au));
    storeApiKeySession('au');
    const { router } = renderApp(`/au/events?${every.toString()}`);
    await screen.findByText(/of \d+ events/);
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Trips: 300' }));
    const search = () => new URLSearchParams(router.state.location.search);
    await waitFor(() => expect(search().has('tripIds')).toBe(false));
    expect(sorted(search())).toEqual(sorted(every).filter(([name]) => name !== 'tripIds'));
  });
});
