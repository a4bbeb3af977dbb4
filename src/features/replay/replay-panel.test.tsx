import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testConfigWith, testRegions } from '../../testing/test-config';

const { au } = testRegions;
const config = testConfigWith('au', { entities: { vehicle: { many: '/v1/vehicles?ids={ids}' } } });

/** The fixtures' vehicles are 100 (named) and 101 (no name: it keeps its id). */
const vehicleNames = http.get(`${au.apiBaseUrl}/v1/vehicles`, ({ request }) => {
  const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
  return HttpResponse.json(ids.includes(100) ? [{ id: 100, name: 'Van 10' }] : []);
});

const fleetReplay =
  '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC&mode=table&replay=vehicles:100,101';
const panel = () => screen.getByRole('region', { name: 'Replay' });

describe('a fleet replay’s panel', () => {
  it('names the vehicles as the table does, and keeps the id of one without a name', async () => {
    server.use(eventsHandler(au), vehicleNames);
    storeApiKeySession('au');
    renderApp(fleetReplay, { config });

    const legend = await screen.findByRole('list', { name: 'Vehicles replayed' });
    expect(await within(legend).findByRole('checkbox', { name: 'Van 10' })).toBeChecked();
    expect(within(legend).getByRole('checkbox', { name: 'Vehicle 101' })).toBeChecked();
    expect(within(legend).queryByRole('checkbox', { name: 'Vehicle 100' })).toBeNull();
    expect(within(panel()).getByRole('slider', { name: 'Speed over time' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringContaining('Van 10'),
    );
  });

  it('gives the speed chart and the playback rate each a name of its own', async () => {
    server.use(eventsHandler(au), vehicleNames);
    storeApiKeySession('au');
    renderApp(fleetReplay, { config });

    await screen.findByRole('list', { name: 'Vehicles replayed' });
    expect(within(panel()).getByRole('slider', { name: 'Speed over time' })).toBeInTheDocument();
    expect(within(panel()).getByRole('combobox', { name: 'Playback rate' })).toBeInTheDocument();
    expect(within(panel()).queryAllByRole('slider', { name: 'Speed' })).toHaveLength(0);
    expect(within(panel()).queryAllByRole('combobox', { name: 'Speed' })).toHaveLength(0);
  });
});
