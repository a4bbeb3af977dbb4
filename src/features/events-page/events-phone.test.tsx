import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';
import { setViewportWidth } from '../../testing/viewport';

const oneDay = '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC';

const cards = async () =>
  within(await screen.findByRole('list', { name: 'Events' })).findAllByRole('listitem');

describe('the events page on a phone', () => {
  beforeEach(() => {
    server.use(eventsHandler(testRegions.au));
    storeApiKeySession('au');
    setViewportWidth(390);
  });

  it('shows each event as a card (time, type and action, vehicle, place) instead of the table', async () => {
    renderApp(oneDay);
    expect(await screen.findByText(/2 of 2 events/)).toBeInTheDocument();
    const shown = await cards();
    expect(shown).toHaveLength(2);
    expect(shown.map((card) => card.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/2026-11-20 18:00:00.*ignition.*OFF.*101.*Pitt St, Sydney/),
        expect.stringMatching(/2026-11-20 06:00:00.*ignition.*ON.*100.*George St, Sydney/),
      ]),
    );
    expect(screen.queryByRole('grid', { name: 'Events' })).not.toBeInTheDocument();
  });

  it("marks the link's selected event, and a tap on a card opens the event as a row's click does", async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`${oneDay}&sel=202611200/ignition`);
    const selected = (await cards()).find((card) => within(card).queryByRole('link', { current: true }));
    expect(selected).toHaveTextContent('George St, Sydney');
    const other = (await cards()).find((card) => card.textContent?.includes('Pitt St'));
    await user.click(within(other as HTMLElement).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/au/events/ignition/202611201'));
  });

  it('keeps the filters and the actions in a sheet opened by one button', async () => {
    const user = userEvent.setup();
    renderApp(oneDay);
    await screen.findByText(/2 of 2 events/);
    expect(screen.queryByRole('button', { name: 'Copy link to this view' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: /^Filters and actions/ });
    // WCAG 2.5.3 (label in name): the name begins with the word the button shows, then says the count
    // its badge shows.
    expect(open).toHaveTextContent(/^Filters$/);
    const count = open.parentElement?.textContent?.replace('Filters', '') ?? '';
    expect(open).toHaveAccessibleName(`Filters and actions, ${count} in force`);
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: 'Filters and actions' });
    expect(await within(sheet).findByRole('combobox', { name: 'Time range' })).toBeInTheDocument();
    for (const action of ['Copy link', 'Refresh', 'Top values'])
      expect(within(sheet).getByRole('button', { name: new RegExp(action) })).toBeInTheDocument();
  });

  it('folds the histogram until asked for', async () => {
    const user = userEvent.setup();
    renderApp(oneDay);
    await screen.findByText(/2 of 2 events/);
    expect(screen.queryByRole('region', { name: 'Histogram' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Histogram', expanded: false }));
    expect(await screen.findByRole('region', { name: 'Histogram' })).toBeInTheDocument();
  });

  it("gives a link's map the screen below the app bar, with one button back to the list", async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`${oneDay}&mode=map`);
    const back = await screen.findByRole('button', { name: 'Show the list' });
    expect(screen.queryByRole('list', { name: 'Events' })).not.toBeInTheDocument();
    // The page's line and its search fold away with the list.
    expect(screen.queryByRole('button', { name: /^Filters and actions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Search' })).not.toBeInTheDocument();
    await user.click(back);
    expect(await cards()).toHaveLength(2);
    // The link's mode says the list now, as the list and map switch writes it.
    expect(new URLSearchParams(router.state.location.search).get('mode')).toBe('table');
  });

  it('opens the map from the list and comes back, the URL without a mode as before', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(oneDay);
    await cards();
    await user.click(screen.getByRole('button', { name: 'Map' }));
    await user.click(await screen.findByRole('button', { name: 'Show the list' }));
    expect(await cards()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'false');
    expect(new URLSearchParams(router.state.location.search).has('mode')).toBe(false);
  });
});
