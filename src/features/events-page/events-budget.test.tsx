import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appConfigSchema } from '../../config/schema';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { rawTestConfig, testRegions } from '../../testing/test-config';

const { au } = testRegions;
const perDay = 140;

/** A busy day: an event a minute, each with a vehicle, a place and an attribute. */
function busyDay(date: string) {
  const start = Date.parse(`${date}T00:00:00Z`);
  const base = Number(date.replaceAll('-', '')) * 10_000;
  return Array.from({ length: perDay }, (_, i) => ({
    id: base + i,
    type: 'ignition',
    action: i % 2 ? 'OFF' : 'ON',
    timeAt: start + i * 60_000,
    vehicleId: 100 + (i % 50),
    location: 'George St, Sydney',
    GPS: { valid: true, Lat: -33.86, Lng: 151.2, At: start },
    attributes: { seq: String(i) },
  }));
}

// A budget of 0.1 MB holds a handful of these days (a day is about 19 kB of columns).
const config = appConfigSchema.parse({ ...rawTestConfig, memoryBudgetMB: 0.1 });

function answerDays(): string[] {
  const asked: string[] = [];
  server.use(
    http.get(`${au.apiBaseUrl}/v1/events/ignition`, ({ request }) => {
      const from = new URL(request.url).searchParams.get('from') ?? '';
      asked.push(from);
      return HttpResponse.json(busyDay(from));
    }),
  );
  return asked;
}

describe('a window bigger than the budget', () => {
  it('loads the newest days that fit, says so, asks for no more, and keeps what it loaded usable', async () => {
    const asked = answerDays();
    storeApiKeySession('au');
    // 8 days; with the API's zone unknown, one extra date each side: 10 requests, newest first.
    renderApp('/au/events?types=ignition&from=2026-11-10&to=2026-11-18&tz=UTC', { config });
    const notice = await screen.findByText(/^Loaded \d+ of 10 days \(/);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // Days asked for before the budget was known to run out still arrive; then nothing is loading.
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading days' })).not.toBeInTheDocument(),
    );
    const loaded = Number(/^Loaded (\d+) of/.exec(notice.textContent ?? '')?.[1]);
    expect(loaded).toBeGreaterThanOrEqual(3);
    expect(loaded).toBeLessThan(10);
    expect(notice).toHaveTextContent(
      new RegExp(
        `^Loaded ${loaded} of 10 days \\(${(loaded * perDay).toLocaleString('en')} events, [\\d.]+ MB\\)\\. ` +
          `The whole window would need about [\\d.]+ MB, more than this tab's budget of 0.1 MB: narrow the ` +
          'window, choose fewer types, or filter by vehicle, device or fleet to load the rest\\.$',
      ),
    );
    // The newest dates, each once; the older ones never asked for.
    const newest = Array.from({ length: loaded }, (_, i) => `2026-11-${18 - i}`);
    expect([...asked].sort().reverse()).toEqual(newest);
    // The loaded days are shown and filter as usual (the extra date after the window is cut).
    const inWindow = ((loaded - 1) * perDay).toLocaleString('en');
    expect(
      await screen.findByText(`${inWindow} of ${inWindow} events`, { exact: false }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), `${20261117 * 10_000 + 5}`);
    expect(await screen.findByText(`1 of ${inWindow} events`, { exact: false })).toBeInTheDocument();
    expect(asked).toHaveLength(loaded);
  });

  it('stops as well at the events a tab works with smoothly, and says that limit', async () => {
    const asked = answerDays();
    storeApiKeySession('au');
    // 1,000 events: the first six days asked at once, then one more of 140, not two.
    const fewEvents = appConfigSchema.parse({ ...rawTestConfig, maxWindowEvents: 1000 });
    renderApp('/au/events?types=ignition&from=2026-11-10&to=2026-11-18&tz=UTC', {
      config: fewEvents,
    });
    const notice = await screen.findByText(/^Loaded 7 of 10 days \(/);
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading days' })).not.toBeInTheDocument(),
    );
    expect(notice).toHaveTextContent(
      /^Loaded 7 of 10 days \(980 events, [\d.]+ MB\)\. The whole window would hold about 1,400 events, more than this tab works with smoothly \(1,000\): narrow the window/,
    );
    expect(asked).toHaveLength(7);
  });
});
