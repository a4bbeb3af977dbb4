import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setPresenterMode } from '../../presenter';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { storeApiKeySession } from '../../../testing/sessions';
import { testConfigWith } from '../../../testing/test-config';

const base = 'https://api.example.test/au';
const at = Date.parse('2024-10-31T17:07:12.345Z');
const event = {
  id: 5001,
  companyId: 4001,
  deviceId: 140010024,
  vehicleId: 40010024,
  tripId: 77,
  type: 'ignition',
  action: 'ON',
  timeAt: at,
  location: '112 Parramatta Rd, Strathfield NSW',
  attributes: { status: 'OK', note: 'Gate code for Dana Whitlock' },
  driverNote: 'Dana Whitlock',
};
const url = `/au/events/ignition/5001?at=${at}&tz=UTC`;

const config = testConfigWith('au', {
  presenterSafeAttributes: ['status'],
  entities: {
    vehicle: { one: '/v1/vehicles/{id}', secondaryPath: 'registration' },
    device: { one: '/v1/devices/{id}', secondaryPath: 'serial' },
    company: { one: '/v1/companies/{id}' },
  },
});

const secrets = /Ute 12|AB-12-CD|Dana|Whitlock|356938035643809|Outback Haulage|Parramatta|Gate code/;

function serve() {
  server.use(
    http.get(`${base}/v1/events/ignition/5001`, () => HttpResponse.json(event)),
    http.get(`${base}/v1/events`, () => HttpResponse.json([])),
    http.get(`${base}/v1/vehicles/40010024`, () =>
      HttpResponse.json({ id: 40010024, name: 'Ute 12', registration: 'AB-12-CD' }),
    ),
    http.get(`${base}/v1/devices/140010024`, () =>
      HttpResponse.json({ id: 140010024, name: "Dana Whitlock's tablet", serial: '356938035643809' }),
    ),
    http.get(`${base}/v1/companies/4001`, () =>
      HttpResponse.json({ id: 4001, name: 'Outback Haulage Pty Ltd' }),
    ),
  );
}

describe('event detail in presenter mode', () => {
  it('shows pseudonyms, the suburb, safe attributes only, and a masked raw JSON with a note', async () => {
    serve();
    storeApiKeySession('au');
    setPresenterMode(true);
    renderApp(url, { config });
    await screen.findByRole('heading', { name: 'ignition · ON' });
    // The fields show the pseudonyms where the names and ids were; so does "Around this event"'s switch.
    const fields = screen.getByRole('region', { name: 'Fields' });
    expect(await within(fields).findByText('Vehicle 1')).toBeInTheDocument();
    expect(await within(fields).findByText('Device 1')).toBeInTheDocument();
    expect(await within(fields).findByText('Company 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vehicle 1' })).toBeInTheDocument();
    expect(screen.getAllByText('Strathfield NSW').length).toBeGreaterThan(0);
    const raw = screen.getByRole('region', { name: 'Raw JSON' });
    expect(
      within(raw).getByText(/Presenter mode: this is the event as the page shows it/),
    ).toBeInTheDocument();
    expect(within(raw).getByRole('group', { name: 'Raw JSON text' })).toHaveTextContent(
      '"vehicleId": "Vehicle 1"',
    );
    expect(within(raw).getByRole('group', { name: 'Raw JSON text' })).toHaveTextContent('"status": "OK"');
    // Entity ids show as their pseudonyms' numbers, the device's health line's too.
    expect(screen.getByRole('button', { name: "Check device 1's data" })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/140010024|40010024/);
    // The API key is never shown: no switch to reveal it in the curl command.
    expect(screen.queryByLabelText('Show my API key in the command')).toBeNull();
    const html = document.body.innerHTML;
    const found = secrets.exec(html);
    expect(found ? html.slice(found.index - 300, found.index + 50) : undefined).toBeUndefined();
  });

  it('turned off, the page shows what the API sent again, with no reload', async () => {
    serve();
    storeApiKeySession('au');
    setPresenterMode(true);
    renderApp(url, { config });
    expect(await screen.findByRole('button', { name: 'Vehicle 1' })).toBeInTheDocument();
    await userEvent.keyboard('{Alt>}{Shift>}P{/Shift}{/Alt}');
    expect(await screen.findByText('Ute 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vehicle 40010024' })).toBeInTheDocument();
    expect(screen.getByLabelText('Show my API key in the command')).toBeInTheDocument();
    expect(screen.getAllByText(/112 Parramatta Rd/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Presenter mode: this is the event/)).toBeNull();
  });
});
