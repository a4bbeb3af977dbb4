import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
  vehicleVersion: 4,
  tripId: 77,
  type: 'ignition',
  action: 'ON',
  timeAt: at,
};
const url = `/au/events/ignition/5001?at=${at}&tz=UTC`;

const config = testConfigWith('au', {
  entities: {
    vehicle: {
      one: '/v1/vehicles/{id}',
      many: '/v1/vehicles?ids={ids}',
      secondaryPath: 'registration',
    },
    device: { one: '/v1/devices/{id}', secondaryPath: 'serial' },
    company: { one: '/v1/companies/{id}' },
  },
});

const fieldValue = (label: string) => {
  const fields = within(screen.getByRole('region', { name: 'Fields' }));
  return fields.getByText(label).nextElementSibling;
};

// The events around it (their own tests are in context/).
const noEventsAround = http.get(`${base}/v1/events`, () => HttpResponse.json([]));

describe('event detail names', () => {
  it('shows each entity’s name beside its id, which stays visible and linked', async () => {
    server.use(
      http.get(`${base}/v1/events/ignition/5001`, () => HttpResponse.json(event)),
      noEventsAround,
      http.get(`${base}/v1/vehicles/40010024`, () =>
        HttpResponse.json({ id: 40010024, name: 'Ute 12', registration: 'AB-12-CD' }),
      ),
      http.get(`${base}/v1/devices/140010024`, () =>
        HttpResponse.json({ id: 140010024, name: "Dana's tablet", serial: '356938035643809' }),
      ),
      http.get(`${base}/v1/companies/4001`, () =>
        HttpResponse.json({ id: 4001, name: 'Outback Haulage Pty Ltd' }),
      ),
    );
    storeApiKeySession('au');
    renderApp(url, { config });
    await screen.findByRole('heading', { name: 'ignition · ON' });
    await screen.findByText('Ute 12');
    expect(fieldValue('Vehicle')).toHaveTextContent('Ute 12 · AB-12-CD · 40010024 (version 4)');
    expect(screen.getByRole('link', { name: '40010024 (version 4)' })).toHaveAttribute(
      'href',
      expect.stringContaining('vehicleIds=40010024'),
    );
    expect(await screen.findByText("Dana's tablet")).toBeInTheDocument();
    expect(fieldValue('Device')).toHaveTextContent("Dana's tablet · 356938035643809 · 140010024");
    expect(await screen.findByText('Outback Haulage Pty Ltd')).toBeInTheDocument();
    expect(fieldValue('Company')).toHaveTextContent('Outback Haulage Pty Ltd · 4001');
    // Trips have no endpoint in this config: the id alone, and no request (MSW fails on one).
    expect(fieldValue('Trip')).toHaveTextContent(/^77$/);
    expect(screen.queryByText('Names could not be loaded')).toBeNull();
  });

  it('keeps the ids and says once why names are missing when the entity calls fail', async () => {
    server.use(
      http.get(`${base}/v1/events/ignition/5001`, () => HttpResponse.json(event)),
      noEventsAround,
      http.get(`${base}/v1/:collection/:id`, () =>
        HttpResponse.json(
          { status: 503, error: 'Service Unavailable', message: 'Entity service down' },
          { status: 503 },
        ),
      ),
    );
    storeApiKeySession('au');
    renderApp(url, { config });
    const title = await screen.findByText('Names could not be loaded');
    const notice = title.closest('[role="alert"]');
    expect(notice).toHaveTextContent('Entity service down');
    // One notice for every kind that failed, never one per field.
    await waitFor(() =>
      expect(notice).toHaveTextContent('Some companies, vehicles and devices are shown by their ids.'),
    );
    expect(screen.getAllByText('Names could not be loaded')).toHaveLength(1);
    expect(fieldValue('Vehicle')).toHaveTextContent(/^40010024 \(version 4\)$/);
    expect(fieldValue('Device')).toHaveTextContent(/^140010024$/);
  });
});
