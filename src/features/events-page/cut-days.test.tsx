import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testConfigWith, testRegions } from '../../testing/test-config';

const { au } = testRegions;
const wednesday = '2026-11-18';
const oneDay = `/au/events?types=ignition&from=${wednesday}&to=2026-11-19&tz=UTC`;
const dayStart = Date.parse(`${wednesday}T00:00:00Z`);

/** 1,500 events on the Wednesday (one every 30 s from 01:00), none on other days. */
const times = Array.from({ length: 1_500 }, (_, i) => dayStart + 3_600_000 + i * 30_000);

/** A server that sends at most 1,000 items and says nothing; `asked` keeps each from–to it was asked. */
function cappedAt1000(asked: string[]) {
  return http.get(`${au.apiBaseUrl}/v1/events*`, ({ request }) => {
    const url = new URL(request.url);
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    asked.push(`${from} ${to}`);
    const inside = times.filter((t) => t >= Date.parse(from) && t < Date.parse(to)).slice(0, 1_000);
    return HttpResponse.json(
      inside.map((t) => ({ id: t / 1000, type: 'ignition', timeAt: t, vehicleId: 100, attributes: {} })),
    );
  });
}

const isoDialect = { inclusiveTo: false, isoTimestamps: true, timeUnit: 'ms' };

describe('a day cut by the server at a number of items', () => {
  it('is asked for in parts when the region states the cap, and shows whole', async () => {
    const asked: string[] = [];
    server.use(cappedAt1000(asked));
    storeApiKeySession('au');
    renderApp(oneDay, {
      config: testConfigWith('au', { dialect: isoDialect, maxItemsPerResponse: 1_000 }),
    });
    expect(await screen.findByText(/1,500 of 1,500 events/)).toBeInTheDocument();
    expect(screen.queryByText(/may be cut by the server/)).not.toBeInTheDocument();
    // The read report says how the day came.
    const status = screen.getByRole('region', { name: 'About this load' });
    expect(within(status).getByText('1 day asked for in parts')).toBeInTheDocument();
    await userEvent.click(within(status).getByRole('button', { name: 'Details' }));
    expect(
      await screen.findByText(
        /2026-11-18 reached the server's limit of items per answer and was asked for in 3 parts/,
      ),
    ).toBeInTheDocument();
    // Halves, then the busy half's halves: no part full.
    expect(asked).toEqual(
      expect.arrayContaining([
        '2026-11-18T00:00:00.000Z 2026-11-18T12:00:00.000Z',
        '2026-11-18T00:00:00.000Z 2026-11-18T06:00:00.000Z',
        '2026-11-18T06:00:00.000Z 2026-11-18T12:00:00.000Z',
      ]),
    );
  });

  it('with no cap stated, says a round count may be cut, and loads the day in parts on one click', async () => {
    const asked: string[] = [];
    server.use(cappedAt1000(asked));
    storeApiKeySession('au');
    const user = userEvent.setup();
    renderApp(oneDay, { config: testConfigWith('au', { dialect: isoDialect }) });
    expect(await screen.findByText(/1,000 of 1,000 events/)).toBeInTheDocument();
    expect(screen.getByText(/2026-11-18 may be cut by the server at 1,000/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load in parts' }));
    expect(await screen.findByText(/1,500 of 1,500 events/)).toBeInTheDocument();
    expect(screen.queryByText(/may be cut by the server/)).not.toBeInTheDocument();
  });

  it('on an API that takes dates only, says so and offers no parts', async () => {
    server.use(cappedAt1000([]));
    storeApiKeySession('au');
    renderApp(oneDay);
    expect(await screen.findByText(/cannot be asked for in smaller parts/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load in parts' })).not.toBeInTheDocument();
  });
});
