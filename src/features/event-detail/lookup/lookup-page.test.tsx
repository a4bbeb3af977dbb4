import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { recordApiPaths } from '../../../testing/api-paths';
import { renderApp } from '../../../testing/render';
import { storeApiKeySession } from '../../../testing/sessions';
import { testRegions } from '../../../testing/test-config';

const { au } = testRegions;

function serve(foundOn: string | null) {
  const asked: string[] = [];
  server.use(
    http.get(`${au.apiBaseUrl}/v1/events/driver/9`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const from = params.get('from') ?? '';
      asked.push(from);
      // Like the API: found by any window that contains the event's date.
      return foundOn !== null && from <= foundOn && foundOn < (params.get('to') ?? '')
        ? HttpResponse.json({
            id: 9,
            type: 'driver',
            action: 'Work',
            timeAt: Date.parse(`${foundOn}T10:00:00Z`),
          })
        : HttpResponse.json({ status: 404, error: 'Not Found', message: 'No such event' }, { status: 404 });
    }),
  );
  return asked;
}

async function lookUp(pasted: string, date: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Paste a link or type/id'), pasted);
  const around = screen.getByLabelText('Around');
  await user.clear(around);
  await user.type(around, date);
  await user.click(screen.getByRole('button', { name: 'Find event' }));
}

describe('lookup', () => {
  it('fills the form from a pasted type/id and searches outward until it finds the event', async () => {
    const asked = serve('2026-11-15');
    storeApiKeySession('au');
    const { router } = renderApp('/au/lookup');
    await lookUp('driver/9', '2026-11-18');
    expect(await screen.findByRole('heading', { name: 'driver · Work' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/au/events/driver/9');
    // First the window around the date (zone unknown: a day each side), then later before earlier.
    expect(asked.slice(0, 4)).toEqual(['2026-11-17', '2026-11-20', '2026-11-16', '2026-11-21']);
    expect(asked).toContain('2026-11-15');
  });

  it('says how far it looked when the event is nowhere', async () => {
    serve(null);
    storeApiKeySession('au');
    renderApp('/au/lookup');
    await lookUp('driver 9', '2024-01-10');
    expect(
      await screen.findByText(/driver event 9 was not found between 2023-12-10 and 2024-02-10/),
    ).toBeInTheDocument();
  });
});

describe('lookup of a type that names another path', () => {
  it.each(['..', '../../auth/sso', 'ignition,a\\b'])(
    'refuses %j as the type and asks the API nothing',
    async (typed) => {
      const asked = recordApiPaths(au.apiBaseUrl);
      storeApiKeySession('au');
      renderApp('/au/lookup');
      const user = userEvent.setup();
      const type = await screen.findByRole('combobox', { name: 'Type' });
      await user.clear(type);
      await user.type(type, typed);
      await user.type(screen.getByRole('textbox', { name: /Event id/ }), '123');
      await user.click(screen.getByRole('button', { name: 'Find event' }));
      expect(await screen.findByText('Not an event type')).toBeInTheDocument();
      expect(asked).toEqual([]);
    },
  );
});
