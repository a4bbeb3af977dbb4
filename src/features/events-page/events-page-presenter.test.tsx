import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setPresenterMode } from '../presenter';
import { eventsHandler } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testConfigWith, testRegions } from '../../testing/test-config';

const { au } = testRegions;
const config = testConfigWith('au', {
  entities: {
    vehicle: { many: '/v1/vehicles?ids={ids}', secondaryPath: 'registration' },
    device: { many: '/v1/devices?ids={ids}' },
    company: { many: '/v1/companies?ids={ids}' },
  },
});

/** The fixtures' vehicles are 100 and 101, devices 200 and 201, company 1; locations George and Pitt St. */
const entityNames: Record<string, Record<number, { name: string; registration?: string }>> = {
  vehicles: { 100: { name: 'Ute 12', registration: 'AB-12-CD' }, 101: { name: 'Prime Mover 3' } },
  devices: { 200: { name: "Priya Singh's tablet" } },
  companies: { 1: { name: 'Outback Haulage Pty Ltd' } },
};
const asked = new Set<string>();
const entitiesHandler = http.get(`${au.apiBaseUrl}/v1/:kind`, ({ params, request }) => {
  asked.add(String(params.kind));
  const table = entityNames[String(params.kind)] ?? {};
  const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
  return HttpResponse.json(ids.flatMap((id) => (table[id] ? [{ id, ...table[id] }] : [])));
});

const oneDay = '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC&mode=table';
const grid = () => screen.getByRole('grid', { name: 'Events' });
const real = /Ute 12|AB-12-CD|Prime Mover|Priya|Singh|Outback|George St|Pitt St/;

function realValueOnPage(): string | undefined {
  const html = document.body.innerHTML;
  const found = real.exec(html);
  return found ? html.slice(Math.max(0, found.index - 200), found.index + 40) : undefined;
}

describe('events page in presenter mode', () => {
  it('shows pseudonyms and suburbs, searches what is shown, and shows the real values again when turned off', async () => {
    server.use(eventsHandler(au), entitiesHandler);
    storeApiKeySession('au');
    setPresenterMode(true);
    const user = userEvent.setup();
    renderApp(oneDay, { config });
    await screen.findByText(/2 of 2 events/);
    expect(await within(grid()).findByText('Vehicle 1')).toBeInTheDocument();
    expect(within(grid()).getByText('Vehicle 2')).toBeInTheDocument();
    expect(within(grid()).getAllByText('Sydney').length).toBeGreaterThan(0);
    // Every kind's names have been answered: still none of them shown.
    await waitFor(() => expect(asked).toEqual(new Set(['vehicles', 'devices', 'companies'])));
    expect(realValueOnPage()).toBeUndefined();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'ute');
    expect(await screen.findByText(/No events shown \(2 loaded/)).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'george');
    expect(await screen.findByText(/No events shown \(2 loaded/)).toBeInTheDocument();
    await user.clear(search);
    // Found by the pseudonyms (no real name, type or value holds "vehicle").
    await user.type(search, 'vehicle');
    expect(await screen.findByText(/2 of 2 events/)).toBeInTheDocument();
    await user.clear(search);

    await user.keyboard('{Alt>}{Shift>}P{/Shift}{/Alt}');
    expect(await within(grid()).findByText('Ute 12')).toBeInTheDocument();
    expect(within(grid()).getByText('George St, Sydney')).toBeInTheDocument();
    expect(screen.queryByText('Vehicle 1')).toBeNull();
  });
});
