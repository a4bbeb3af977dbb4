import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testConfigWith, testRegions } from '../../testing/test-config';

const { au } = testRegions;
const source = (path: string, secondaryPath?: string) => ({
  many: `/v1/${path}?ids={ids}`,
  ...(secondaryPath ? { secondaryPath } : {}),
});
const config = testConfigWith('au', {
  entities: {
    vehicle: source('vehicles', 'registration'),
    device: source('devices'),
    company: source('companies'),
    trip: source('trips'),
  },
});

/** The fixtures' vehicles are 100 and 101, devices 200 and 201, trip 300, company 1. */
const entityNames: Record<string, Record<number, { name: string; registration?: string }>> = {
  vehicles: { 100: { name: 'Ute 12', registration: 'AB-12-CD' }, 101: { name: 'Prime Mover 3' } },
  devices: { 200: { name: "Priya Singh's tablet" } },
  companies: { 1: { name: 'Outback Haulage Pty Ltd' } },
  trips: {},
};
const entitiesHandler = http.get(`${au.apiBaseUrl}/v1/:kind`, ({ params, request }) => {
  const table = entityNames[String(params.kind)] ?? {};
  const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
  return HttpResponse.json(ids.flatMap((id) => (table[id] ? [{ id, ...table[id] }] : [])));
});

const oneDay = '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC';
const grid = () => screen.getByRole('grid', { name: 'Events' });

describe('events page with names for ids', () => {
  it('shows names in the table (the id on hover, or as a column), sorts by them and filters by a name', async () => {
    server.use(eventsHandler(au), entitiesHandler);
    storeApiKeySession('au');
    const user = userEvent.setup();
    const { router } = renderApp(oneDay, { config });
    await screen.findByText(/2 of 2 events/);

    // The name arrives after the id, in the same cell; the id stays on hover and as a constraint.
    const ute = await within(grid()).findByText('Ute 12');
    expect(ute).toHaveAttribute('title', 'Ute 12 · AB-12-CD (100)');
    expect(within(grid()).getByRole('button', { name: 'Filter by Ute 12' })).toHaveAttribute(
      'title',
      'Only vehicle Ute 12 · AB-12-CD (100)',
    );
    expect(within(grid()).getByRole('button', { name: 'Filter by Prime Mover 3' })).toBeInTheDocument();
    // A trip without a name shows its id.
    expect(within(grid()).getAllByRole('button', { name: 'Filter by trip 300' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Vehicle id' }));
    await user.keyboard('{Escape}');
    expect(within(grid()).getByRole('columnheader', { name: /^Vehicle id/ })).toBeInTheDocument();
    expect(within(grid()).getByText('100')).toHaveAttribute('title', 'Ute 12 · AB-12-CD (100)');
    // Its filter button is named after the vehicle too: this column shows the id, the name is known.
    expect(within(grid()).getAllByRole('button', { name: 'Filter by Ute 12' })).toHaveLength(2);

    // Sorting the name column sorts by name: Prime Mover 3 (101, the 18:00 event) before Ute 12.
    await user.click(within(grid()).getByRole('button', { name: 'Vehicle' }));
    const first = within(grid()).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('Prime Mover 3');

    // A search finds an event by its vehicle's registration.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ab-12');
    expect(await screen.findByText(/1 of 2 events/)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    // The vehicle filter offers names as the user types; the choice goes to the URL as the id.
    await user.click(screen.getByRole('button', { name: 'Edit filters' }));
    const vehicles = await screen.findByRole('combobox', { name: 'Vehicles' });
    await user.type(vehicles, 'ute');
    await user.click(await screen.findByRole('option', { name: /Ute 12/ }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('vehicleIds')).toBe('100'),
    );
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByRole('button', { name: 'Ute 12' })).toHaveAttribute(
      'title',
      'Ute 12 · AB-12-CD (100)',
    );

    // A whole name typed and entered works too; part of one is refused and nothing is applied.
    await user.type(vehicles, 'Prime{Enter}');
    expect(await within(filters).findByText('Not an id or a known vehicle name: Prime')).toBeInTheDocument();
    await user.clear(vehicles);
    await user.type(vehicles, 'prime mover 3{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('vehicleIds')).toBe('100,101'),
    );
  });
});
