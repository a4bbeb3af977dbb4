import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { storeApiKeySession } from '../../../testing/sessions';
import { testRegions } from '../../../testing/test-config';

const { au } = testRegions;
const at = Date.parse('2024-10-31T17:07:12.345Z');
const minute = 60_000;
/** Device 20's events a minute apart around `at`; `createdAt` `delay` ms after each (before, when negative). */
const eventsOfDevice = (delay: number) =>
  Array.from({ length: 9 }, (_, i) => {
    const timeAt = at + (i - 4) * minute;
    return {
      id: 5001 + i - 4,
      deviceId: 20,
      vehicleId: 10,
      type: 'ignition',
      action: i === 0 ? 'ON' : i === 8 ? 'OFF' : 'UPDATE',
      timeAt,
      createdAt: new Date(timeAt + delay).toISOString(),
      GPS: { valid: true, Lat: -33.8688 + i / 1000, Lng: 151.2093, At: timeAt },
    };
  });

function serve(events: ReturnType<typeof eventsOfDevice>) {
  const lists: string[] = [];
  server.use(
    http.get(`${au.apiBaseUrl}/v1/events/ignition/5001`, () => HttpResponse.json(events[4])),
    // Each day's request gets that day's events: the device's day, as an API would send it.
    http.get(`${au.apiBaseUrl}/v1/events`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      lists.push(params.toString());
      const [from, to] = [Date.parse(params.get('from') ?? ''), Date.parse(params.get('to') ?? '')];
      return HttpResponse.json(events.filter((e) => e.timeAt >= from && e.timeAt < to));
    }),
  );
  return lists;
}

describe("the detail page's device health line", () => {
  it('runs the health checks over the device’s day and says what is wrong, linking to its health page', async () => {
    const lists = serve(eventsOfDevice(-5 * minute));
    storeApiKeySession('au');
    renderApp(`/au/events/ignition/5001?at=${at}&tz=UTC`);
    // Asked for: the page asks nothing of the device until then.
    await userEvent.click(await screen.findByRole('button', { name: "Check device 20's data" }));
    const line = await screen.findByText(
      /^Device 20, 24 hours around this event: score [\d,.]+: clock .+ ahead\.$/,
    );
    expect(lists.some((search) => search.includes('deviceIds=20'))).toBe(true);
    const link = within(line).getByRole('link', { name: 'Device health' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/au\/health\?.*deviceIds=20/));
  });

  it('says so when nothing is wrong', async () => {
    serve(eventsOfDevice(3_000));
    storeApiKeySession('au');
    renderApp(`/au/events/ignition/5001?at=${at}&tz=UTC`);
    await userEvent.click(await screen.findByRole('button', { name: "Check device 20's data" }));
    expect(
      await screen.findByText('Device 20, 24 hours around this event: nothing wrong in its 9 events.'),
    ).toBeInTheDocument();
  });
});
