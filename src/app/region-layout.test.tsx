import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventsHandler } from '../testing/event-fixtures';
import { server } from '../testing/msw-server';
import { testRegions } from '../testing/test-config';
import { renderApp } from '../testing/render';
import { storeApiKeySession } from '../testing/sessions';

describe('the app shell', () => {
  beforeEach(() => server.use(...Object.values(testRegions).map((region) => eventsHandler(region))));

  it('shows the product name, the active region and page navigation', async () => {
    storeApiKeySession('au');
    renderApp('/au/events');
    expect(screen.getByRole('link', { name: 'Fleet Events Explorer' })).toHaveAttribute('href', '/au');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('Australia');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Events' })).toBeInTheDocument();
  });

  it('lists every region, marks production ones, and switching keeps the page and filters', async () => {
    const user = userEvent.setup();
    storeApiKeySession('au');
    storeApiKeySession('nz');
    const { router } = renderApp('/au/events?types=ignition');
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'AustraliaProduction, signed in',
      'New ZealandProduction, signed in',
      'QANon-production',
    ]);
    await user.click(screen.getByRole('option', { name: /New Zealand/ }));
    expect(router.state.location.pathname).toBe('/nz/events');
    expect(router.state.location.search).toBe('?types=ignition');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('New Zealand');
  });

  it('shows a banner in non-production regions only', () => {
    const { unmount } = renderApp('/qa/events');
    expect(screen.getByText('QA is a non-production region: its data is not real.')).toBeInTheDocument();
    unmount();
    renderApp('/au/events');
    expect(screen.queryByText(/non-production region/)).not.toBeInTheDocument();
  });

  it('redirects the root to the default region', () => {
    const { router } = renderApp('/');
    expect(router.state.location.pathname).toBe('/au');
  });

  it('names an unknown region and lists the known ones', () => {
    renderApp('/xx/events');
    expect(screen.getByRole('heading', { name: 'Unknown region' })).toBeInTheDocument();
    expect(screen.getByText(/Known regions: au, nz, qa/)).toBeInTheDocument();
  });

  it('shows a 404 page for an unknown page in a region', () => {
    renderApp('/au/nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
