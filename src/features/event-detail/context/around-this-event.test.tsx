import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { storeApiKeySession } from '../../../testing/sessions';
import { testRegions } from '../../../testing/test-config';

const { au } = testRegions;
const hour = 3_600_000;
const at = Date.parse('2024-10-31T17:07:12.345Z');
const gps = (k: number) => ({ valid: true, Lat: -33.8 + k / 1000, Lng: 151.2 + k / 1000, At: at });
const anchor = {
  id: 5001,
  type: 'ignition',
  action: 'ON',
  timeAt: at,
  vehicleId: 10,
  deviceId: 20,
  tripId: 77,
  GPS: gps(0),
};

/**
 * A small fleet: vehicle 10 reports every hour, device 20 every 6 hours, trip 77 twice; the event itself
 * belongs to all three. Vehicle 999 has nothing but `lonely`.
 */
function eventsOf(params: URLSearchParams, from: number, to: number) {
  const every = (step: number, idBase: number) => {
    const out = [];
    for (let t = Math.ceil(from / step) * step; t < to; t += step) {
      const k = t / hour;
      out.push({
        id: idBase + k,
        type: k % 2 ? 'driver' : 'ignition',
        action: k % 2 ? 'Work' : 'ON',
        timeAt: t,
        location: `Stop ${k}`,
        GPS: gps(k % 100),
      });
    }
    return out;
  };
  const vehicle = params.get('vehicleIds');
  const device = params.get('deviceIds');
  const trip = params.get('tripIds');
  const stream =
    vehicle === '10'
      ? every(hour, 1_000_000)
      : device === '20'
        ? every(6 * hour, 2_000_000)
        : trip === '77'
          ? [
              { id: 7001, type: 'driver', timeAt: at - 20 * 60_000 },
              { id: 7002, type: 'driver', timeAt: at + 25 * 60_000 },
            ].filter((e) => e.timeAt >= from && e.timeAt < to)
          : [];
  const own = vehicle === '10' || device === '20' || trip === '77';
  return own && at >= from && at < to ? [...stream, anchor] : stream;
}

/** Serves the event and the day lists; `fail` may answer a date's list with an error instead. */
function serveFleet(event: object = anchor, fail: (date: string) => boolean = () => false) {
  const log: string[] = [];
  server.use(
    http.get(`${au.apiBaseUrl}/v1/events/:type/:id`, () => HttpResponse.json(event)),
    http.get(`${au.apiBaseUrl}/v1/events`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const date = params.get('from') ?? '';
      log.push(params.toString());
      if (fail(date)) return HttpResponse.json({ message: 'Upstream timed out' }, { status: 500 });
      const from = Date.parse(`${date}T00:00:00Z`);
      const to = Date.parse(`${params.get('to') ?? ''}T00:00:00Z`);
      return HttpResponse.json(eventsOf(params, from, to));
    }),
  );
  return log;
}

const url = (search = '') => `/au/events/ignition/5001?at=${at}&tz=UTC${search}`;
const list = (name: RegExp | string) => screen.findByRole('list', { name });
const links = (element: HTMLElement) => within(element).getAllByRole('link');

describe('the events around this one', () => {
  it('lists 10 of the same vehicle each way, newest first, relative to this one, each a link', async () => {
    const log = serveFleet();
    storeApiKeySession('au');
    renderApp(url());
    const shown = await list('Events of vehicle 10 around this one');
    const items = links(shown);
    expect(items).toHaveLength(21);
    expect(items[10]).toHaveAttribute('aria-current', 'page');
    expect(items[10]).toHaveTextContent('this event');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    // Later ones above, nearest next to it; earlier ones below.
    expect(items[9]).toHaveTextContent(
      /^\+52 min 48 s2024-10-31 18:00:00(driver · Work|ignition · ON) · Stop/,
    );
    expect(items[0]).toHaveTextContent(/^\+9 h 52 min2024-11-01 03:00:00/);
    expect(items[11]).toHaveTextContent(/^−7 min 12 s2024-10-31 17:00:00/);
    expect(items[20]).toHaveTextContent(/^−9 h 7 min2024-10-31 08:00:00/);
    const k = Date.parse('2024-10-31T17:00:00Z') / hour;
    expect(items[11]).toHaveAttribute(
      'href',
      `/au/events/${k % 2 ? 'driver' : 'ignition'}/${1_000_000 + k}?at=${k * hour}&tz=UTC&around=vehicle`,
    );
    // All types, one vehicle, the event's date and one either side (the API key's date zone is unknown).
    expect(log.sort()).toEqual([
      'from=2024-10-30&to=2024-10-31&vehicleIds=10',
      'from=2024-10-31&to=2024-11-01&vehicleIds=10',
      'from=2024-11-01&to=2024-11-02&vehicleIds=10',
    ]);
  });

  it('switches to the device, goes out a date at a time for enough events, and shows 10 more', async () => {
    const log = serveFleet();
    storeApiKeySession('au');
    const { router } = renderApp(url());
    await list('Events of vehicle 10 around this one');
    log.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Device 20' }));
    expect(router.state.location.search).toContain('around=device');
    const shown = await list('Events of device 20 around this one');
    await waitFor(() => expect(links(shown)).toHaveLength(21));
    // Every 6 hours: the three dates hold 7 earlier and 5 later events, so one more before, two after.
    expect(log.map((q) => q.slice(5, 15)).sort()).toEqual([
      '2024-10-29',
      '2024-10-30',
      '2024-10-31',
      '2024-11-01',
      '2024-11-02',
      '2024-11-03',
    ]);
    expect(log.every((q) => q.endsWith('&deviceIds=20'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '10 more earlier events' }));
    await waitFor(() => expect(links(shown)).toHaveLength(31));
    expect(log.slice(-3).map((q) => q.slice(5, 15))).toEqual(['2024-10-28', '2024-10-27', '2024-10-26']);
    expect(links(shown).at(-1)).toHaveTextContent('2024-10-26 18:00:00');
  });

  it('keeps what it shows when a further date fails, and retries it', async () => {
    let failing = true;
    serveFleet(anchor, (date) => failing && date === '2024-10-29');
    storeApiKeySession('au');
    renderApp(url('&around=device'));
    const problem = await screen.findByText(/The earlier events of 2024-10-29 could not be loaded/);
    expect(problem).toHaveTextContent('Upstream timed out');
    const shown = screen.getByRole('list', { name: 'Events of device 20 around this one' });
    expect(links(shown).filter((a) => (a.textContent ?? '').startsWith('−'))).toHaveLength(7);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(links(shown).filter((a) => (a.textContent ?? '').startsWith('−'))).toHaveLength(10),
    );
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('says when there is nothing more within 7 days, after asking for no more than those dates', async () => {
    const log = serveFleet();
    storeApiKeySession('au');
    renderApp(url('&around=trip'));
    const shown = await list('Events of trip 77 around this one');
    expect(await screen.findByText('No more earlier events of trip 77 within 7 days.')).toBeInTheDocument();
    expect(await screen.findByText('No more later events of trip 77 within 7 days.')).toBeInTheDocument();
    const [later, self, earlier] = links(shown);
    expect(links(shown)).toHaveLength(3);
    expect(later).toHaveTextContent(/^\+25 min2024-10-31 17:32:12driver$/);
    expect(self).toHaveTextContent(/^this event2024-10-31 17:07:12ignition · ON$/);
    expect(earlier).toHaveTextContent(/^−20 min2024-10-31 16:47:12driver$/);
    const dates = log.filter((q) => q.includes('tripIds=77')).map((q) => q.slice(5, 15));
    expect(dates).toHaveLength(3 + 7 + 7);
    expect(dates.sort()[0]).toBe('2024-10-23');
    expect(dates.at(-1)).toBe('2024-11-08');
  });

  it('says so when the vehicle has no other events, and why a choice is off', async () => {
    const lonely = { ...anchor, vehicleId: 999, deviceId: undefined, tripId: undefined };
    serveFleet(lonely);
    storeApiKeySession('au');
    renderApp(url());
    expect(await screen.findByText('No other events of vehicle 999 within 7 days.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Device' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Trip' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Events of the same' })).toHaveAccessibleDescription(
      'This event has no device or trip id.',
    );
  });
});
