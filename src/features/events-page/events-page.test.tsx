import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { eventsHandler, eventsOfDate } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';

const { au } = testRegions;
const oneDay = '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC';

function rowsShown() {
  return within(screen.getByRole('grid', { name: 'Events' }))
    .getAllByRole('row')
    .slice(1);
}

describe('events page', () => {
  it('fetches each API date (one extra each side when the API zone is unknown) and shows the exact window', async () => {
    const log: string[] = [];
    server.use(eventsHandler(au, undefined, log));
    storeApiKeySession('au');
    renderApp(oneDay);
    expect(await screen.findByText(/2 of 2 events/)).toBeInTheDocument();
    expect(rowsShown()).toHaveLength(2);
    expect(rowsShown()[0]).toHaveTextContent('2026-11-20 18:00:00');
    expect(log.sort()).toEqual([
      '/au/v1/events/ignition?from=2026-11-19&to=2026-11-20',
      '/au/v1/events/ignition?from=2026-11-20&to=2026-11-21',
      '/au/v1/events/ignition?from=2026-11-21&to=2026-11-22',
    ]);
  });

  it('shows determinate progress while days arrive, with the rows of the days that have', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // The oldest day answers only when the test says so; the window's own day just after the next one, so
    // it waits for the join's pace, and shows with no other day arriving after it.
    server.use(
      http.get(`${au.apiBaseUrl}/v1/events/ignition`, async ({ request }) => {
        const from = new URL(request.url).searchParams.get('from') ?? '';
        if (from === '2026-11-19') await gate;
        else await delay(from === '2026-11-20' ? 60 : 5);
        return HttpResponse.json(eventsOfDate(from));
      }),
    );
    storeApiKeySession('au');
    renderApp(oneDay);
    const progress = await screen.findByRole('progressbar', { name: 'Loading days' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '2'));
    expect(progress).toHaveTextContent('Loading… 2 of 3 days');
    expect(await screen.findByText(/2 of 2 events/)).toBeInTheDocument();
    release();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading days' })).not.toBeInTheDocument(),
    );
  });

  it('counts a day as loaded only once its rows are shown', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${au.apiBaseUrl}/v1/events/ignition`, async ({ request }) => {
        const from = new URL(request.url).searchParams.get('from') ?? '';
        if (from === '2026-11-20') await gate;
        return HttpResponse.json(eventsOfDate(from));
      }),
    );
    // What the page says after each change to it: the days counted as loaded, and the events shown.
    const said: string[] = [];
    const observer = new MutationObserver(() => {
      const progress = document.querySelector('[role="progressbar"][aria-label="Loading days"]');
      const events = /\d+ of \d+ events/.exec(document.body.textContent ?? '')?.[0] ?? 'no events';
      said.push(`${progress ? `${progress.getAttribute('aria-valuenow')} days` : 'loaded'}: ${events}`);
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    storeApiKeySession('au');
    // The window's two dates (two events each), one extra date each side; the second date answers last.
    renderApp('/au/events?types=ignition&from=2026-11-19&to=2026-11-21&tz=UTC');
    expect(await screen.findByText(/2 of 2 events/)).toBeInTheDocument();
    release();
    expect(await screen.findByText(/4 of 4 events/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('progressbar', { name: 'Loading days' })).not.toBeInTheDocument(),
    );
    observer.disconnect();
    const loading = said.findIndex((line) => line.endsWith('events') && !line.startsWith('loaded'));
    expect(loading).toBeGreaterThanOrEqual(0);
    expect(new Set(said.slice(loading).filter((line) => line.startsWith('loaded')))).toEqual(
      new Set(['loaded: 4 of 4 events']),
    );
    expect(said).not.toContain('4 days: 2 of 2 events');
  });

  it('loads 30 days at once, even with the extra dates of an unknown API zone', async () => {
    const log: string[] = [];
    server.use(eventsHandler(au, undefined, log));
    storeApiKeySession('au');
    renderApp('/au/events?types=ignition&from=2026-10-01&to=2026-10-31&tz=UTC');
    await waitFor(() => expect(log).toHaveLength(32));
    expect(screen.queryByText(/This window spans \d+ days\. Loading/)).not.toBeInTheDocument();
  });

  it('asks before loading a window of more than 31 days, then loads every day of it', async () => {
    const log: string[] = [];
    server.use(eventsHandler(au, undefined, log));
    storeApiKeySession('au');
    renderApp('/au/events?types=ignition&from=2026-09-01&to=2026-11-01&tz=UTC');
    // 61 days; with the API's zone unknown, one extra date each side: 63 requests.
    const ask = await screen.findByText(/This window spans 61 days\. Loading it takes 63 requests/);
    expect(log).toEqual([]);
    await userEvent.click(
      within(ask.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Load 61 days' }),
    );
    await waitFor(() => expect(log).toHaveLength(63));
    expect(screen.queryByText(/This window spans 61 days\. Loading/)).not.toBeInTheDocument();
  });

  it('uses the multi-type endpoint and the configured constraint names', async () => {
    const log: string[] = [];
    server.use(eventsHandler(au, undefined, log));
    storeApiKeySession('au');
    renderApp('/au/events?types=ignition,driver&from=2026-11-20&to=2026-11-21&tz=UTC&vehicleIds=100,101');
    await screen.findByText(/of \d+ events/);
    expect(log).toContain(
      '/au/v1/events?from=2026-11-20&to=2026-11-21&types=driver%2Cignition&vehicleIds=100%2C101',
    );
  });

  it('keeps the other days when one fails, and retries that day on request', async () => {
    let failures = 1;
    server.use(
      eventsHandler(au, (date) =>
        date === '2026-11-20' && failures-- > 0
          ? HttpResponse.json(
              { status: 500, error: 'Internal', message: 'Database on fire' },
              { status: 500 },
            )
          : undefined,
      ),
    );
    storeApiKeySession('au');
    renderApp('/au/events?types=ignition&from=2026-11-19&to=2026-11-21&tz=UTC');
    expect(
      await screen.findByText(/Events of 2026-11-20 could not be loaded: Database on fire/),
    ).toBeInTheDocument();
    expect(await screen.findByText(/2 of 2 events/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/4 of 4 events/)).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });

  it('skips and counts malformed events, and fails only the day whose body is not a list', async () => {
    server.use(
      eventsHandler(au, (date) => {
        if (date === '2026-11-20') return HttpResponse.json([...eventsOfDate(date), { id: 'x', type: 7 }]);
        if (date === '2026-11-19') return HttpResponse.json({ events: [] });
        return undefined;
      }),
    );
    storeApiKeySession('au');
    renderApp(oneDay);
    expect(await screen.findByText('1 event could not be read')).toBeInTheDocument();
    expect(
      screen.getByText(/2026-11-19 could not be loaded: The API sent something other than a list/),
    ).toBeInTheDocument();
    expect(screen.getByText(/2 of 2 events/)).toBeInTheDocument();
  });

  it('searches, filters by facet and sorts, all kept in the URL', async () => {
    server.use(eventsHandler(au));
    storeApiKeySession('au');
    const user = userEvent.setup();
    const { router } = renderApp(oneDay);
    await screen.findByText(/2 of 2 events/);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'pitt');
    expect(await screen.findByText(/1 of 2 events/)).toBeInTheDocument();
    // One row already matches "p": the URL has the whole term once the last keystroke has painted.
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('pitt'));
    // The search is a chip among the filters in force; removing the chip clears it.
    await user.click(screen.getByRole('button', { name: 'Remove filter: Search: “pitt”' }));
    expect(await screen.findByText(/2 of 2 events/)).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

    // The type and action counts are quick filters in the full bar.
    await user.click(screen.getByRole('button', { name: 'Edit filters' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Action' })).getByRole('button', { name: 'ON 1' }),
    );
    expect(await screen.findByText(/1 of 2 events/)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('in.action')).toBe('ON');
    // A second count pressed adds to the first (each chip toggles the filters as they are now).
    const typeChip = within(screen.getByRole('group', { name: 'Type' })).getAllByRole('button')[0];
    if (!typeChip) throw new Error('no type count');
    await user.click(typeChip);
    expect(typeChip).toHaveAttribute('aria-pressed', 'true');
    // The URL follows after the press has painted.
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).getAll('in.type')).toHaveLength(1),
    );
    expect(new URLSearchParams(router.state.location.search).get('in.action')).toBe('ON');
    await user.click(typeChip);

    await user.click(screen.getByRole('button', { name: 'ON 1' }));
    await user.click(screen.getByRole('button', { name: 'Odometer' }));
    expect(screen.getByRole('columnheader', { name: /Odometer/ })).toHaveAttribute('aria-sort', 'ascending');
    // The arrow first; the rows once the click has painted.
    await waitFor(() => expect(rowsShown()[0]).toHaveTextContent('George St'));
  });

  it('shows bad URL values next to their filter and falls back', async () => {
    server.use(eventsHandler(au));
    storeApiKeySession('au');
    renderApp('/au/events?range=fortnight&vehicleIds=12,abc&tz=UTC');
    // A problem opens the filter bar, where each is said next to its field (and in red in the chips).
    const bar = await screen.findByRole('region', { name: 'Filters' });
    expect(await within(bar).findByText('Unknown time range "fortnight"')).toBeInTheDocument();
    expect(within(bar).getByText('Not whole numbers: abc')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Time range' })).toHaveTextContent('Last 24 hours');
  });
});
