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
const config = testConfigWith('au', {
  entities: {
    vehicle: { many: '/v1/vehicles?ids={ids}' },
    device: { many: '/v1/devices?ids={ids}' },
  },
});
const oneDay = '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC';

describe('an API without the optional entity endpoints', () => {
  it('shows ids quietly and says once, in the read report, that it has no names', async () => {
    const asked: string[] = [];
    server.use(
      eventsHandler(au),
      http.get(`${au.apiBaseUrl}/v1/:kind`, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ message: 'Not Found' }, { status: 404 });
      }),
    );
    storeApiKeySession('au');
    const user = userEvent.setup();
    renderApp(oneDay, { config });
    await screen.findByText(/2 of 2 events/);
    const status = await screen.findByRole('region', { name: 'About this load' });
    expect(within(status).getByText('1 note on how fields were read')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Events' });
    expect(within(grid).getByRole('button', { name: 'Filter by vehicle 100' })).toBeInTheDocument();
    expect(within(grid).getByText('100')).toBeInTheDocument();
    expect(screen.queryByText('Names could not be loaded')).not.toBeInTheDocument();
    await user.click(within(status).getByRole('button', { name: 'Details' }));
    expect(
      await screen.findByText(
        'This API has no names for vehicles and devices (it answers 404 where they would be): their ids are shown.',
      ),
    ).toBeInTheDocument();
    // Asked once per kind, not per batch or page.
    await waitFor(() => expect([...asked].sort()).toEqual(['/au/v1/devices', '/au/v1/vehicles']));
  });
});
