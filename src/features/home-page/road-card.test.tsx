import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config/schema';
import { eventsHandler, eventsOfDate } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testConfig } from '../../testing/test-config';

const config: AppConfig = {
  ...testConfig,
  regions: testConfig.regions.map((r) =>
    r.id === 'au' ? { ...r, apiDateZone: 'Australia/Sydney', livePollSeconds: 30 } : r,
  ),
};
const au = config.regions[0] as AppConfig['regions'][number];
// Wed 18 Nov 2026, 19:00 in Sydney.
const start = Date.parse('2026-11-18T08:00:00Z');

/** Today's events as the platform has them at the moment it is asked: `arrive` adds one sent "now". */
function platform() {
  const arrived: object[] = [];
  server.use(
    eventsHandler(au, (date) =>
      date === '2026-11-18' ? HttpResponse.json([...eventsOfDate(date), ...arrived]) : undefined,
    ),
  );
  return {
    arrive: (vehicleId: number) =>
      arrived.push({ id: 8000 + arrived.length, type: 'driver', timeAt: Date.now() - 1000, vehicleId }),
  };
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const onTheRoad = () => within(screen.getByRole('region', { name: 'On the road now' }));

describe('On the road now', () => {
  beforeEach(() => {
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

  it('asks for today again every interval while the page is visible, and not while it is hidden', async () => {
    const { arrive } = platform();
    renderApp('/au', { config });
    await screen.findByRole('region', { name: 'On the road now' });
    expect(await onTheRoad().findByText(/^0 vehicles on the road now/)).toBeInTheDocument();

    arrive(105);
    await pass(31_000);
    await waitFor(() => expect(onTheRoad().getByText(/^1 vehicle on the road now/)).toBeInTheDocument());

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    arrive(106);
    await pass(90_000);
    expect(onTheRoad().getByText(/^1 vehicle on the road now/)).toBeInTheDocument();

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await pass(1_000);
    await waitFor(() => expect(onTheRoad().getByText(/^2 vehicles on the road now/)).toBeInTheDocument());
  });
});
