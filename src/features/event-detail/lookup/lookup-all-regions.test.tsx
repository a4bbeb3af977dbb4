import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { storeApiKeySession } from '../../../testing/sessions';
import { testRegions } from '../../../testing/test-config';

const { au, nz } = testRegions;
const notFound = () => HttpResponse.json({ status: 404, error: 'Not Found' }, { status: 404 });

/**
 * AU has driver 9 on 2026-11-15; NZ has nothing, and holds its answers until the page shows AU's find
 * (`auShown`): held only until AU's answer was sent, NZ's could all come back before the page had read
 * it, and NZ's search end before the find could stop it (seen on a busy machine).
 */
function serve() {
  const keys: Record<string, Set<string>> = { au: new Set(), nz: new Set() };
  let auShown: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (auShown = resolve));
  let holdNz = true;
  server.use(
    http.get(`${au.apiBaseUrl}/v1/events/:type/:id`, ({ request, params }) => {
      keys.au?.add(request.headers.get('Authorization') ?? '');
      const query = new URL(request.url).searchParams;
      const has = (query.get('from') ?? '') <= '2026-11-15' && '2026-11-15' < (query.get('to') ?? '');
      if (params.type !== 'driver' || params.id !== '9' || !has) return notFound();
      return HttpResponse.json({
        id: 9,
        type: 'driver',
        action: 'Work',
        timeAt: Date.parse('2026-11-15T10:00:00Z'),
      });
    }),
    http.get(`${nz.apiBaseUrl}/v1/events/:type/:id`, async ({ request }) => {
      keys.nz?.add(request.headers.get('Authorization') ?? '');
      if (holdNz) await shown;
      return notFound();
    }),
  );
  return { keys, auShown, release: () => (holdNz = false) };
}

describe('lookup in every region signed in to', () => {
  it('finds the event in the region that has it, with a link there, and lists the others', async () => {
    const { keys, auShown, release } = serve();
    storeApiKeySession('au', 'au-secret-key');
    storeApiKeySession('nz', 'nz-secret-key');
    // In UTC, named in the link: without it, times show in the browser's zone (the machine's, in tests).
    renderApp('/nz/lookup?type=driver&id=9&date=2026-11-18&all=1&tz=UTC');
    const list = await screen.findByRole('list', { name: 'By region' });
    const open = await within(list).findByRole('link', { name: 'Open in Australia' });
    expect(open).toHaveAttribute(
      'href',
      `/au/events/driver/9?at=${Date.parse('2026-11-15T10:00:00Z')}&tz=UTC`,
    );
    expect(within(list).getByRole('listitem', { name: 'Australia' })).toHaveTextContent(
      'Found: driver · Work, 2026-11-15 10:00:00 (UTC)',
    );
    auShown();
    // The first hit stopped New Zealand's search; asked to, it goes on to the end.
    const nzRow = within(list).getByRole('listitem', { name: 'New Zealand' });
    await within(nzRow).findByText('Not searched: found in Australia');
    release();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep looking in the other regions' }));
    expect(
      await within(nzRow).findByText(/^Searched 2026-10-18 – \d{4}-\d\d-\d\d: not there$/),
    ).toBeInTheDocument();
    // QA has no session: a sign-in there that comes back to this lookup.
    const signIn = within(list).getByRole('link', { name: 'Sign in to QA' });
    expect(signIn).toHaveAttribute(
      'href',
      `/qa/sign-in?returnTo=${encodeURIComponent('/qa/lookup?type=driver&id=9&date=2026-11-18&all=1&tz=UTC')}`,
    );
    // Each region's requests carried its own key only.
    expect([...(keys.au ?? [])]).toEqual(['Bearer au-secret-key']);
    expect([...(keys.nz ?? [])]).toEqual(['Bearer nz-secret-key']);
  });

  it('looks for an id alone under every type, and remembers the box', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${nz.apiBaseUrl}/v1/events/:type/:id`, ({ params }) => {
        asked.push(String(params.type));
        return notFound();
      }),
    );
    storeApiKeySession('nz');
    renderApp('/nz/lookup');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'All my regions' }));
    await user.type(screen.getByLabelText('Paste a link or type/id'), '25220026032');
    await user.click(screen.getByRole('button', { name: 'Find event' }));
    const list = await screen.findByRole('list', { name: 'By region' });
    await within(list).findByText(/^Searched .*: not there$/, {}, { timeout: 20_000 });
    expect(new Set(asked)).toEqual(new Set(['ignition', 'driver']));
    expect(localStorage.getItem('fee.lookup.allRegions')).toBe('1');
    expect(within(list).getByRole('link', { name: 'Sign in to Australia' })).toBeInTheDocument();
  });
});
