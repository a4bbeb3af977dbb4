import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventsHandler } from '../testing/event-fixtures';
import { server } from '../testing/msw-server';
import { testRegions } from '../testing/test-config';
import { renderApp } from '../testing/render';
import { storeApiKeySession } from '../testing/sessions';
import { setViewportWidth } from '../testing/viewport';

describe('the app bar on a phone and a tablet', () => {
  beforeEach(() => {
    server.use(...Object.values(testRegions).map((region) => eventsHandler(region)));
    storeApiKeySession('au');
    setViewportWidth(390);
  });

  it('keeps the region and the account in the bar and the pages behind one menu button', async () => {
    renderApp('/au/events');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('combobox', { name: 'Region' })).toHaveTextContent('Australia');
    expect(within(bar).getByRole('button', { name: /API key/ })).toBeInTheDocument();
    expect(within(bar).queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /language/i })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
  });

  it('opens the pages, the language and the theme from the menu, and closes it on the way to a page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/au/events');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Pages' });
    expect(screen.getByRole('button', { name: 'en, language: English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Theme/ })).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Lookup' }));
    expect(router.state.location.pathname).toBe('/au/lookup');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument());
  });

  it('keeps one line on a tablet too, with the product name', async () => {
    setViewportWidth(820);
    renderApp('/au/events');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Fleet Events Explorer' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(bar).queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
  });
});
