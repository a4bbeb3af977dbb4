import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';

const oneDay = '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC';
const grid = () => screen.getByRole('grid', { name: 'Events' });

describe('top values and include/exclude on the events page', () => {
  it('a header menu lists a column’s values; include filters the rows and shows a chip that removes it', async () => {
    server.use(eventsHandler(testRegions.au));
    storeApiKeySession('au');
    const user = userEvent.setup();
    const { router } = renderApp(oneDay);
    await screen.findByText(/2 of 2 events/);
    const search = () => new URLSearchParams(router.state.location.search);

    // The header's keyboard order: the sort button, then its values menu.
    within(grid()).getByRole('button', { name: 'Vehicle' }).focus();
    await user.tab();
    const menuButton = within(grid()).getByRole('button', { name: 'Top values of Vehicle' });
    expect(menuButton).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog', { name: 'Vehicle: top values' });
    const rows = within(menu).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['VehicleEventsShareFilter', '100150%', '101150%']);

    await user.click(within(menu).getByRole('button', { name: 'Include 101' }));
    expect(await screen.findByText(/1 of 2 events/)).toBeInTheDocument();
    expect(search().getAll('in.vehicle')).toEqual(['101']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(menuButton).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remove filter: Vehicle is 101' }));
    expect(await screen.findByText(/2 of 2 events/)).toBeInTheDocument();
    expect(search().has('in.vehicle')).toBe(false);
  });

  it('the side panel counts any column or attribute key, and excludes from there', async () => {
    server.use(eventsHandler(testRegions.au));
    storeApiKeySession('au');
    const user = userEvent.setup();
    const { router } = renderApp(oneDay);
    await screen.findByText(/2 of 2 events/);
    await user.click(screen.getByRole('button', { name: 'Top values' }));
    const panel = await screen.findByRole('region', { name: 'Top values' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Column' }), 'seq');
    await user.click(within(panel).getByRole('button', { name: 'Exclude 0' }));
    expect(await screen.findByText(/1 of 2 events/)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).getAll('ex.attr.seq')).toEqual(['0']);
    expect(
      screen.getByRole('button', { name: 'Remove filter: seq (attribute) is not 0' }),
    ).toBeInTheDocument();
    // The panel follows the rows shown, and shows the filter as on.
    expect(within(panel).getByRole('button', { name: 'Exclude 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(panel).queryByRole('button', { name: 'Exclude 0' })).not.toBeInTheDocument();
  });

  it('reads an old facet link as includes, shown on the quick chips and as a removable chip', async () => {
    server.use(eventsHandler(testRegions.au));
    storeApiKeySession('au');
    const user = userEvent.setup();
    const { router } = renderApp(`${oneDay}&facetActions=ON`);
    expect(await screen.findByText(/1 of 2 events/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit filters' }));
    const on = within(screen.getByRole('group', { name: 'Action' })).getByRole('button', { name: 'ON 1' });
    expect(on).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Remove filter: Action is ON' })).toBeInTheDocument();
    // The quick chips write the same filters, the new way.
    await user.click(
      within(screen.getByRole('group', { name: 'Action' })).getByRole('button', { name: 'OFF 1' }),
    );
    expect(await screen.findByText(/2 of 2 events/)).toBeInTheDocument();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.getAll('in.action')).toEqual(['ON', 'OFF']);
    expect(search.has('facetActions')).toBe(false);
  });
});
