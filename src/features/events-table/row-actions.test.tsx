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
const config = testConfigWith('au', { entities: { vehicle: { many: '/v1/vehicles?ids={ids}' } } });
/** The fixtures' vehicles: 100 (named Van 10, the 06:00 event) and 101 (no name, the 18:00 event). */
const vehicleNames = http.get(`${au.apiBaseUrl}/v1/vehicles`, ({ request }) => {
  const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
  return HttpResponse.json(ids.includes(100) ? [{ id: 100, name: 'Van 10' }] : []);
});
const oneDay = '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC&mode=table';
const grid = () => screen.getByRole('grid', { name: 'Events' });

async function openPage() {
  server.use(eventsHandler(au), vehicleNames);
  storeApiKeySession('au');
  const user = userEvent.setup();
  const { router } = renderApp(oneDay, { config });
  await screen.findByText(/2 of 2 events/);
  await within(grid()).findByText('Van 10');
  const param = (name: string) => new URLSearchParams(router.state.location.search).get(name);
  return { user, router, param };
}

describe('a row of the events table', () => {
  it('opens its event when the vehicle’s name in it is clicked, as anywhere else in the row', async () => {
    const { user, router, param } = await openPage();
    await user.click(within(grid()).getByText('Van 10'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/au\/events\/ignition\/\d+$/));
    expect(param('vehicleIds')).toBeNull();
  });

  it('filters by the vehicle only through the cell’s own filter button, named after the vehicle', async () => {
    const { user, router, param } = await openPage();
    expect(within(grid()).getByRole('button', { name: 'Filter by vehicle 101' })).toBeInTheDocument();
    await user.click(within(grid()).getByRole('button', { name: 'Filter by Van 10' }));
    await waitFor(() => expect(param('vehicleIds')).toBe('100'));
    expect(router.state.location.pathname).toBe('/au/events');
  });

  it('reaches the selected row’s filter buttons with Tab, and filters with Enter', async () => {
    const { user, param } = await openPage();
    grid().focus();
    // The first row (newest first): vehicle 101's event at 18:00.
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('Filter by vehicle 101');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(param('vehicleIds')).toBe('101'));
  });
});
