import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config/schema';
import { eventsHandler, eventsOfDate } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testConfig } from '../../testing/test-config';
import { setViewportWidth } from '../../testing/viewport';
import { setPresenterMode } from '../presenter';

// The region reads dates in Sydney's zone: the page's hours are Sydney's whatever the machine's zone.
const config: AppConfig = {
  ...testConfig,
  regions: testConfig.regions.map((r) => (r.id === 'au' ? { ...r, apiDateZone: 'Australia/Sydney' } : r)),
};
const au = config.regions[0] as AppConfig['regions'][number];
// Wed 18 Nov 2026, 19:00 in Sydney. Each date's fixture has an ignition at 06:00 UTC (17:00 Sydney).
const now = Date.parse('2026-11-18T08:00:00Z');

/** Speeding events from 01:00 Sydney on, ten minutes apart, on top of the usual ignition. */
const speeding = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: 9000 + i,
    type: 'speeding',
    timeAt: Date.parse('2026-11-17T14:00:00Z') + i * 600_000,
    vehicleId: 100,
    deviceId: 200,
  }));

const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  vi.useFakeTimers({ now, toFake: ['Date'] });
  storeApiKeySession('au');
});
afterEach(() => vi.useRealTimers());

describe('the region home', () => {
  it('puts today beside the same weekday of the four weeks before, by this hour, each line a link', async () => {
    server.use(
      eventsHandler(au, (date) =>
        date === '2026-11-18' ? HttpResponse.json([...eventsOfDate(date), ...speeding(3)]) : undefined,
      ),
    );
    renderApp('/au', { config });
    expect(await screen.findByText('4 events so far, usually 1 by this hour')).toBeInTheDocument();
    const today = card('Today against its usual');
    expect(
      within(today).getByText('Usual: the median of the same weekday in the 4 weeks before, up to 7:00 PM.'),
    ).toBeInTheDocument();
    const line = within(today).getByRole('link', { name: 'speeding 3, usually 0 by this hour' });
    expect(line).toHaveAttribute('href', '/au/events?types=speeding&range=today&tz=Australia%2FSydney');
    expect(
      within(today).getByRole('link', { name: 'ignition 1, usually 1 by this hour' }),
    ).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: 'Today’s events' })).toHaveAttribute(
      'href',
      '/au/events?types=&range=today&tz=Australia%2FSydney',
    );
  });

  it('names the values whose share today differs most from the usual, each opening them against a week before', async () => {
    server.use(
      eventsHandler(au, (date) =>
        date === '2026-11-18' ? HttpResponse.json([...eventsOfDate(date), ...speeding(30)]) : undefined,
      ),
    );
    renderApp('/au', { config });
    const card = await screen.findByRole('list', { name: 'Values whose share differs most from the usual' });
    const link = within(card).getByRole('link', { name: /speeding: 97% of today’s events, usually 0%$/ });
    expect(link).toHaveAttribute(
      'href',
      '/au/events?types=&range=today&tz=Australia%2FSydney&in.type=speeding&vs=7',
    );
  });

  it('says when nothing stands out', async () => {
    server.use(eventsHandler(au));
    renderApp('/au', { config });
    expect(
      await screen.findByText('Nothing stands out: today’s events are shared out as usual.'),
    ).toBeInTheDocument();
  });

  it('lists the devices whose data needs a look over the last seven days, with their reason and links', async () => {
    server.use(eventsHandler(au));
    renderApp('/au', { config });
    const table = await screen.findByRole('table', { name: 'Devices to look at, last seven days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('Device 200');
    expect(rows[0]).toHaveTextContent(/silent for 2 h since, ignition on/);
    expect(within(table).getByRole('link', { name: 'Health: Device 200' })).toHaveAttribute(
      'href',
      '/au/health?types=&range=last7d&deviceIds=200&tz=Australia%2FSydney',
    );
    expect(within(table).getByRole('link', { name: 'Events: Device 200' })).toHaveAttribute(
      'href',
      '/au/events?types=&range=last7d&deviceIds=200&tz=Australia%2FSydney',
    );
  });

  it('in presenter mode names each device by its pseudonym, its id nowhere', async () => {
    setPresenterMode(true);
    server.use(eventsHandler(au));
    renderApp('/au', { config });
    const table = await screen.findByRole('table', { name: 'Devices to look at, last seven days' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(/^Device 1$/);
    expect(within(row).getByRole('link', { name: 'Health: Device 1' })).toBeInTheDocument();
    expect(row.textContent).not.toContain('200');
    expect(row.innerHTML).not.toMatch(/label="[^"]*200/);
  });

  it('lists them one under another on a phone, each with its reason and links, no table to squeeze', async () => {
    setViewportWidth(390);
    server.use(eventsHandler(au));
    renderApp('/au', { config });
    const list = await screen.findByRole('list', { name: 'Devices to look at, last seven days' });
    expect(screen.queryByRole('table', { name: 'Devices to look at, last seven days' })).toBeNull();
    const item = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(item).toHaveTextContent(/^Device 200/);
    expect(item).toHaveTextContent(/silent for 2 h since, ignition on/);
    expect(within(item).getByRole('link', { name: 'Health: Device 200' })).toHaveAttribute(
      'href',
      '/au/health?types=&range=last7d&deviceIds=200&tz=Australia%2FSydney',
    );
    expect(within(item).getByRole('link', { name: 'Events: Device 200' })).toBeVisible();
  });

  it('says which day failed on its own card and leaves the other card shown', async () => {
    server.use(
      eventsHandler(au, (date) =>
        date === '2026-10-28'
          ? HttpResponse.json({ message: 'down for maintenance' }, { status: 500 })
          : undefined,
      ),
    );
    renderApp('/au', { config });
    const today = await screen.findByRole('region', { name: 'Today against its usual' });
    expect(
      await within(today).findByText(/The events of 2026-10-28 could not be loaded: .*down for maintenance/),
    ).toBeInTheDocument();
    // The usual is worked out from the three weeks that answered.
    expect(
      await within(today).findByText(
        'Usual: the median of the same weekday in the 3 weeks before, up to 7:00 PM.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Health: Device 200' })).toBeInTheDocument();
  });

  it('counts the vehicles on the road now and those seen today, and opens the last 15 minutes on the map', async () => {
    const recent = {
      id: 7001,
      type: 'driver',
      timeAt: now - 10 * 60_000,
      vehicleId: 105,
      deviceId: 205,
      GPS: { valid: true, Lat: -33.8, Lng: 151.1, At: now - 10 * 60_000 },
    };
    server.use(
      eventsHandler(au, (date) =>
        date === '2026-11-18' ? HttpResponse.json([...eventsOfDate(date), recent]) : undefined,
      ),
    );
    renderApp('/au', { config });
    const road = await screen.findByRole('region', { name: 'On the road now' });
    expect(
      await within(road).findByText('1 vehicle on the road now (an event in the last 15 minutes)'),
    ).toBeInTheDocument();
    // 100 this morning, 105 ten minutes ago (101's event of the date is after midnight in Sydney).
    expect(within(road).getByText(/^2 vehicles seen today\./)).toBeInTheDocument();
    expect(within(road).getByRole('link', { name: 'On the map' })).toHaveAttribute(
      'href',
      '/au/events?types=&from=2026-11-18T18%3A45&to=2026-11-18T19%3A01&tz=Australia%2FSydney&mode=map',
    );
  });

  it('asks for each API date once, whichever cards need it (the events page’s day queries)', async () => {
    const log: string[] = [];
    server.use(eventsHandler(au, () => undefined, log));
    renderApp('/au', { config });
    await screen.findByRole('table', { name: 'Devices to look at, last seven days' });
    await screen.findByText(/vehicles? on the road now/);
    const dates = log.map((url) => new URLSearchParams(url.split('?')[1]).get('from'));
    // Today: the today card, the seven days and the road card all need it.
    expect(dates.filter((date) => date === '2026-11-18')).toHaveLength(1);
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('is led by "Home" in the app bar', async () => {
    server.use(eventsHandler(au));
    renderApp('/au/events', { config });
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    const first = within(nav).getAllByRole('link')[0];
    expect(first).toHaveTextContent('Home');
    expect(first).toHaveAttribute('href', '/au');
  });
});
