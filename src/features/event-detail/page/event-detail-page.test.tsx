import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { recordApiPaths } from '../../../testing/api-paths';
import { renderApp } from '../../../testing/render';
import { storeApiKeySession } from '../../../testing/sessions';
import { installIntersectionObserver } from '../../../testing/intersection';
import { testRegions } from '../../../testing/test-config';

const { au } = testRegions;
const at = Date.parse('2024-10-31T17:07:12.345Z');
const fullEvent = {
  id: 5001,
  companyId: 1,
  companyVersion: 3,
  deviceId: 20,
  deviceVersion: 2,
  vehicleId: 10,
  vehicleVersion: 4,
  tripId: 77,
  type: 'ignition',
  action: 'ON',
  location: '<img src=x onerror=alert(1)> George St',
  timeAt: at,
  createdAt: '2024-11-01T04:07:15.345+11:00',
  odometer: 12345.6,
  origin: 'device',
  attributes: { seq: '9', status: 'ok', 'weird key ✓': 'ملاحظة' },
  GPS: { valid: true, Lat: -33.8688, Lng: 151.2093, At: at - 2000 },
};
const url = `/au/events/ignition/5001?at=${at}&tz=UTC`;

function serve(respond: () => Response) {
  const seen: string[] = [];
  server.use(
    http.get(`${au.apiBaseUrl}/v1/events/ignition/5001`, ({ request }) => {
      seen.push(new URL(request.url).search);
      return respond();
    }),
    // The events around it (their own tests are in context/).
    http.get(`${au.apiBaseUrl}/v1/events`, () => HttpResponse.json([])),
  );
  return seen;
}

describe('event detail', () => {
  it('shows every field, the attributes and the raw JSON, with data only ever as text', async () => {
    const seen = serve(() => HttpResponse.json(fullEvent));
    storeApiKeySession('au', 'secret-au-key');
    renderApp(url);
    expect(await screen.findByRole('heading', { name: 'ignition · ON' })).toBeInTheDocument();
    const fields = within(screen.getByRole('region', { name: 'Fields' }));
    expect(fields.getAllByText('2024-10-31 17:07:12')).toHaveLength(2); // chosen zone (UTC here) and UTC
    expect(fields.getByText('2024-11-01T04:07:15.345+11:00 (3 s after the event)')).toBeInTheDocument();
    expect(fields.getByRole('link', { name: '10 (version 4)' })).toHaveAttribute(
      'href',
      expect.stringContaining('vehicleIds=10'),
    );
    expect(fields.getByText('1 (version 3)')).toBeInTheDocument();
    expect(fields.getByText('12345.6 km')).toBeInTheDocument();
    expect(fields.getByText('<img src=x onerror=alert(1)> George St')).toBeInTheDocument();
    expect(
      fields.getByText(/valid · -33.8688, 151.2093 · fix at 2024-10-31 17:07:10 \(2 s before the event\)/),
    ).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    const attributes = within(screen.getByRole('table', { name: 'Attributes' }));
    expect(attributes.getByText('weird key ✓')).toBeInTheDocument();
    expect(attributes.getByText('ملاحظة')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Raw JSON' })).getByText(/"odometer": 12345.6/),
    ).toBeInTheDocument();
    // The API key zone is unknown for an API-key session: one more date each side.
    expect(seen).toEqual(['?from=2024-10-30&to=2024-11-02']);
  });

  it('shows absent optional fields as absent, never "undefined"', async () => {
    serve(() => HttpResponse.json({ id: 5001, type: 'ignition', timeAt: at }));
    storeApiKeySession('au');
    renderApp(url);
    await screen.findByRole('heading', { name: 'ignition' });
    expect(screen.getAllByText('not sent').length).toBeGreaterThanOrEqual(8);
    expect(screen.getByText('No attributes.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });

  it('says the map cannot be shown without WebGL (jsdom has none), and the rest of the page stays', async () => {
    serve(() => HttpResponse.json(fullEvent));
    storeApiKeySession('au', 'secret-au-key');
    renderApp(url);
    expect(
      await screen.findByText('The map cannot be shown in this browser: WebGL is not available.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ignition · ON' })).toBeInTheDocument();
  });

  it('starts the map only once scrolled near it: the event comes first', async () => {
    const view = installIntersectionObserver();
    serve(() => HttpResponse.json(fullEvent));
    storeApiKeySession('au', 'secret-au-key');
    renderApp(url);
    await screen.findByRole('heading', { name: 'ignition · ON' });
    await screen.findByRole('list', { name: /^Events of vehicle 10 around this one/ });
    // Neither loading nor shown (a started map is always one of the two).
    expect(screen.queryByText('Loading the map…')).toBeNull();
    expect(screen.queryByText(/WebGL is not available/)).toBeNull();
    view.scrollToAll();
    expect(
      await screen.findByText('The map cannot be shown in this browser: WebGL is not available.'),
    ).toBeInTheDocument();
  });

  it('redacts the key in the curl command unless asked to show it', async () => {
    serve(() => HttpResponse.json(fullEvent));
    storeApiKeySession('au', 'secret-au-key');
    renderApp(url);
    const curl = await screen.findByLabelText('curl command');
    expect(curl).toHaveTextContent('Authorization: Bearer $API_KEY');
    expect(curl).not.toHaveTextContent('secret-au-key');
    expect(curl).toHaveTextContent(`${au.apiBaseUrl}/v1/events/ignition/5001?from=2024-10-30&to=2024-11-02`);
    await userEvent.click(screen.getByRole('switch', { name: 'Show my API key in the command' }));
    expect(curl).toHaveTextContent('Bearer secret-au-key');
  });

  it.each([
    [404, 'Event not found'],
    [403, 'Not allowed'],
  ])('says what a %i means', async (status, title) => {
    serve(() => HttpResponse.json({ status, error: 'x', message: 'x' }, { status }));
    storeApiKeySession('au');
    renderApp(url);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Look up another event' })).toBeInTheDocument();
  });

  it('says when the response is not an event', async () => {
    serve(() => HttpResponse.json([fullEvent]));
    storeApiKeySession('au');
    renderApp(url);
    expect(await screen.findByText('The event could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/an event that could not be read/)).toBeInTheDocument();
  });

  it('names what is wrong with a link that has no time or a bad id', async () => {
    storeApiKeySession('au');
    const { unmount } = renderApp('/au/events/ignition/5001');
    expect(await screen.findByText('Cannot tell when to look')).toBeInTheDocument();
    unmount();
    renderApp(`/au/events/ignition/abc?at=${at}`);
    expect(await screen.findByText('Not an event id')).toBeInTheDocument();
  });

  it.each(['%2e%2e', '%2E', '.%2e', '..%2F..%2Fauth%2Fsso', 'a%2Fb', 'a%5Cb', '..%5C..%5Cauth'])(
    'refuses %s as the type: it would ask another path of the API with the key',
    async (segment) => {
      const asked = recordApiPaths(au.apiBaseUrl);
      storeApiKeySession('au');
      renderApp(`/au/events/${segment}/123?at=${at}`);
      expect(await screen.findByText('Not an event type')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Look up another event' })).toBeInTheDocument();
      expect(asked).toEqual([]);
    },
  );
});
