import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { storeApiKeySession } from '../../../testing/sessions';
import { testRegions } from '../../../testing/test-config';
import { setViewportWidth } from '../../../testing/viewport';

const { au } = testRegions;
const at = Date.parse('2024-10-31T17:07:12.345Z');
const event = {
  id: 5001,
  companyId: 1,
  vehicleId: 10,
  deviceId: 20,
  tripId: 77,
  type: 'ignition',
  action: 'ON',
  location: 'George St, Sydney',
  timeAt: at,
  odometer: 12345.6,
};

const labels = async () =>
  within(await screen.findByRole('region', { name: 'Fields' }))
    .getAllByRole('term')
    .map((term) => term.textContent);

describe('event detail on a phone', () => {
  it("puts the event's key facts first: when, which vehicle, where", async () => {
    server.use(
      http.get(`${au.apiBaseUrl}/v1/events/ignition/5001`, () => HttpResponse.json(event)),
      http.get(`${au.apiBaseUrl}/v1/events`, () => HttpResponse.json([])),
    );
    storeApiKeySession('au');
    setViewportWidth(390);
    renderApp(`/au/events/ignition/5001?at=${at}&tz=UTC`);
    expect((await labels()).slice(0, 4)).toEqual(['Time (UTC)', 'Vehicle', 'Location', 'Event id']);
    // Before the actions too: the facts are what a phone's first screen shows.
    const fields = screen.getByRole('region', { name: 'Fields' });
    const copy = screen.getByRole('button', { name: /^Copy link/ });
    expect(fields.compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
