import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyLoadsSettled } from '../../lib/lazy-component';
import { eventsHandler } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';

// Isolated: a module graph of its own, so no other file has loaded the values menu's code before this one.
const oneDay = '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC';

afterEach(() => vi.unstubAllGlobals());

describe('the top values menu', () => {
  it("opens at once, its code loaded in the page's first idle moment", async () => {
    // Idle moments come when the test says so, not after some time.
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    server.use(eventsHandler(testRegions.au));
    storeApiKeySession('au');
    renderApp(oneDay);
    await screen.findByText(/2 of 2 events/);
    act(() => {
      for (let run = idle.shift(); run; run = idle.shift())
        run({ didTimeout: false, timeRemaining: () => 50 });
    });
    await lazyLoadsSettled();
    const grid = screen.getByRole('grid', { name: 'Events' });
    fireEvent.click(within(grid).getByRole('button', { name: 'Top values of Vehicle' }));
    // Shown by the click itself: nothing left to wait for.
    expect(screen.getByRole('dialog', { name: 'Vehicle: top values' })).toBeInTheDocument();
  });
});
