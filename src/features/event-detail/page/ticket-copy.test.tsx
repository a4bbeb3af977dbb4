import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  type: 'ignition',
  action: 'ON',
  location: '12 George St, Sydney',
  timeAt: at,
  GPS: { valid: true, Lat: -33.8688, Lng: 151.2093, At: at - 2000 },
};
const config = testConfigWith('au', {
  entities: {
    vehicle: { one: '/v1/vehicles/{id}', secondaryPath: 'registration' },
    device: { one: '/v1/devices/{id}' },
    company: { one: '/v1/companies/{id}' },
  },
});

function serve() {
  server.use(
    http.get(`${base}/v1/events/ignition/5001`, () => HttpResponse.json(event)),
    http.get(`${base}/v1/events`, () => HttpResponse.json([])),
    http.get(`${base}/v1/vehicles/40010024`, () =>
      HttpResponse.json({ id: 40010024, name: 'Ute 12', registration: 'AB-12-CD' }),
    ),
    http.get(`${base}/v1/devices/140010024`, () =>
      HttpResponse.json({ id: 140010024, name: "Dana's tablet" }),
    ),
    http.get(`${base}/v1/companies/4001`, () =>
      HttpResponse.json({ id: 4001, name: 'Outback Haulage Pty Ltd' }),
    ),
  );
}

async function copyTicket(): Promise<string> {
  const user = userEvent.setup();
  await screen.findByText('Outback Haulage Pty Ltd');
  await screen.findByText("Dana's tablet");
  await user.click(screen.getByRole('button', { name: 'Copy for a ticket' }));
  await screen.findByRole('button', { name: 'Copied' });
  return navigator.clipboard.readText();
}

describe('copy for a ticket', () => {
  it('puts every field a ticket needs on the clipboard as plain text, with the key never in it', async () => {
    serve();
    storeApiKeySession('au', 'secret-au-key');
    renderApp(`/au/events/ignition/5001?at=${at}&tz=Australia%2FSydney`, { config });
    const text = await copyTicket();
    expect(text).toBe(
      [
        'Region: Australia (au)',
        'Type: ignition · ON',
        'Event id: 5001',
        'Time (UTC): 2024-10-31 17:07:12',
        'Time (Australia/Sydney): 2024-11-01 04:07:12',
        'Vehicle: Ute 12 · AB-12-CD (40010024)',
        "Device: Dana's tablet (140010024)",
        'Company: Outback Haulage Pty Ltd (4001)',
        'Location: 12 George St, Sydney',
        'GPS: valid · -33.8688, 151.2093 · 2024-10-31 17:07:10 UTC · 2 s before the event',
        `Link: ${window.location.origin}/au/events/ignition/5001?at=${at}&tz=Australia%2FSydney`,
        `API call: curl -sS -H 'Accept: application/json' -H "Authorization: Bearer $API_KEY" '${base}/v1/events/ignition/5001?from=2024-10-30&to=2024-11-02'`,
      ].join('\n'),
    );
    expect(text).not.toContain('secret-au-key');
    // Even with the key shown in the page's own curl command.
    await userEvent.click(screen.getByRole('switch', { name: 'Show my API key in the command' }));
    expect(await copyTicket()).not.toContain('secret-au-key');
  });
});
