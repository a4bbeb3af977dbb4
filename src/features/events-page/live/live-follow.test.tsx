import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { storeApiKeySession } from '../../../testing/sessions';
import { testRegions } from '../../../testing/test-config';

const { au } = testRegions;
const start = Date.parse('2026-11-22T03:30:00Z');
const lastHour = '/au/events?types=ignition&range=last1h&tz=UTC';

/** The platform: today's events so far, by UTC date, never one in the future; every request logged. */
function platform() {
  const events: { id: number; type: string; action: string; timeAt: number; vehicleId: number }[] = [];
  const log: string[] = [];
  let next = 1;
  const add = (minutesAgo = 0) =>
    events.push({
      id: next++,
      type: 'ignition',
      action: 'ON',
      timeAt: Date.now() - minutesAgo * 60_000,
      vehicleId: 7,
    });
  server.use(
    http.get(`${au.apiBaseUrl}/v1/events/ignition`, ({ request }) => {
      const from = new URL(request.url).searchParams.get('from') ?? '';
      log.push(from);
      const now = Date.now();
      return HttpResponse.json(
        events.filter((e) => e.timeAt <= now && new Date(e.timeAt).toISOString().startsWith(from)),
      );
    }),
  );
  return { add, log };
}

const rows = () =>
  within(screen.getByRole('grid', { name: 'Events' }))
    .getAllByRole('row')
    .slice(1);
const liveState = () => screen.getByText(/new|Following|Paused|Waiting/, { selector: '[role="status"]' });
/** Lets time pass as the tab would see it: timers due meanwhile fire. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Live follow', () => {
  beforeEach(() => {
    // Not requestAnimationFrame: with it faked, a click on MUI's switch (its ripple) never settles.
    vi.useFakeTimers({
      now: start,
      shouldAdvanceTime: true,
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    storeApiKeySession('au');
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('polls every interval, shows new events at the top with a highlight and a count, and moves the window on', async () => {
    const { add, log } = platform();
    add(90); // outside the last hour
    add(10);
    renderApp(lastHour);
    expect(await screen.findByText(/1 of 1 events/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Live' }));
    await waitFor(() => expect(liveState()).toHaveTextContent('Following: every 30 s'));
    const asked = log.length;
    add(0);
    add(0);
    await pass(30_000);
    await waitFor(() => expect(liveState()).toHaveTextContent('2 new'));
    expect(log.length).toBeGreaterThan(asked);
    expect(rows()).toHaveLength(3);
    // The two new ones are on top, lit up; the one from before is not.
    expect(rows().map((row) => row.querySelector('.events-row-fresh') !== null)).toEqual([true, true, false]);
    // 55 minutes on, the event of 10 minutes before the start has left the last hour.
    vi.setSystemTime(Date.now() + 55 * 60_000);
    await pass(30_000);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(liveState()).toHaveTextContent('No new events');
    expect(rows().some((row) => row.querySelector('.events-row-fresh'))).toBe(false);
  });

  it('pauses while the table is scrolled down or the tab is hidden, says so, and catches up on return', async () => {
    const { add, log } = platform();
    add(5);
    renderApp(`${lastHour}&live=1`);
    await waitFor(() => expect(liveState()).toHaveTextContent('Following: every 30 s'));
    const grid = screen.getByRole('grid', { name: 'Events' });
    grid.scrollTop = 400;
    fireEvent.scroll(grid);
    expect(liveState()).toHaveTextContent('Paused: scrolled down');
    const asked = log.length;
    add(0);
    await pass(90_000);
    expect(log).toHaveLength(asked);
    grid.scrollTop = 0;
    fireEvent.scroll(grid);
    // A poll came due while it was paused: it goes at once.
    await waitFor(() => expect(liveState()).toHaveTextContent('1 new'));
    expect(log.length).toBeGreaterThan(asked);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(liveState()).toHaveTextContent('Paused: tab hidden');
    const whileHidden = log.length;
    add(0);
    await pass(120_000);
    expect(log).toHaveLength(whileHidden);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(liveState()).toHaveTextContent('1 new');
  });

  it('keeps the selection on its event as new rows arrive above it', async () => {
    const { add } = platform();
    add(5);
    add(3);
    const { router } = renderApp(`${lastHour}&live=1`);
    await waitFor(() => expect(rows()).toHaveLength(2));
    screen.getByRole('grid', { name: 'Events' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(router.state.location.search).toContain('sel=1%2Fignition'));
    add(0);
    await pass(30_000);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toHaveAttribute('aria-selected', 'true');
  });

  it('offers no switch for a window that has ended', async () => {
    platform();
    renderApp('/au/events?types=ignition&range=yesterday&tz=UTC');
    expect(await screen.findByText(/No events shown/)).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Live' })).not.toBeInTheDocument();
  });
});
