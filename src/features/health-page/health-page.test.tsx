import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';
import { saveLocalNames } from '../../testing/internals';

const { au } = testRegions;
const oneDay = '/au/health?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC';

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Data quality per device' }))
    .getAllByRole('row')
    .slice(1);

describe('device health page', () => {
  it('lists each device of the window, per vehicle on request, each figure linking to its events', async () => {
    server.use(eventsHandler(au));
    storeApiKeySession('au');
    renderApp(oneDay);
    expect(await screen.findByText('2 rows from 2 events')).toBeInTheDocument();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['200', '201']);
    const lastSeen = within(bodyRows()[0] as HTMLElement).getByRole('link', { name: '2026-11-20 06:00:00' });
    expect(lastSeen).toHaveAttribute('href', expect.stringContaining('deviceIds=200'));
    expect(lastSeen).toHaveAttribute('href', expect.stringContaining('sel=202611200%2Fignition'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Rows per' }));
    await userEvent.click(screen.getByRole('option', { name: 'Vehicle' }));
    expect(await screen.findByRole('columnheader', { name: /Vehicle/ })).toBeInTheDocument();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['100', '101']);
  });

  it('puts the reason in words beside the score, before the figures it sums up', async () => {
    server.use(eventsHandler(au));
    storeApiKeySession('au');
    renderApp(oneDay);
    expect(await screen.findByText('2 rows from 2 events')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Data quality per device' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Device', 'Score', 'Why', 'Events']);
    const cells = (row: Element | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent);
    // Device 200's ignition went on at 06:00 and it sent nothing more that day; 201 switched off.
    expect(bodyRows().map(cells)).toEqual([
      ['200', '4', 'silent for 18 h since, ignition on', '1'],
      ['201', '0', '', '1'],
    ]);
  });

  it('names each vehicle as the events page does, sorts by those names and exports them', async () => {
    server.use(eventsHandler(au));
    storeApiKeySession('au');
    saveLocalNames('au', [
      { kind: 'vehicle', id: 100, name: 'Ute 12' },
      { kind: 'vehicle', id: 101, name: 'Ute 9' },
    ]);
    renderApp(`${oneDay}&per=vehicle&hsort=entity`);
    expect(await screen.findByText('2 rows from 2 events')).toBeInTheDocument();
    const entities = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    // Sorted by what the column shows: "Ute 9" before "Ute 12", though its id is the larger.
    await waitFor(() => expect(entities()).toEqual(['Ute 9 (101)', 'Ute 12 (100)']));

    // The export names them too, in the order shown. jsdom has neither object URLs nor downloads.
    let file: Blob | undefined;
    URL.createObjectURL = (blob: Blob | MediaSource) => ((file = blob as Blob), 'blob:test/health');
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    click.mockRestore();
    const lines = (await file?.text())?.split('\r\n') ?? [];
    expect(lines[0]).toMatch(/^vehicleId,vehicleName,score,/);
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      '101,Ute 9',
      '100,Ute 12',
    ]);
  });

  it('keeps its sort in the link: a linked sort opens sorted, a header click writes the next one', async () => {
    server.use(eventsHandler(au));
    storeApiKeySession('au');
    const { router } = renderApp(`${oneDay}&hsort=entity`);
    expect(await screen.findByText('2 rows from 2 events')).toBeInTheDocument();
    const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(firstCells()).toEqual(['200', '201']);
    await userEvent.click(screen.getByRole('button', { name: 'Device' }));
    expect(firstCells()).toEqual(['201', '200']);
    expect(router.state.location.search).toContain('hsort=-entity');
    // Another column: sorted on it, descending first, in the link too.
    await userEvent.click(screen.getByRole('button', { name: 'Events' }));
    expect(router.state.location.search).toContain('hsort=-events');
    expect(screen.getByRole('columnheader', { name: /Events/ })).toHaveAttribute('aria-sort', 'descending');
    // The link back to the events beside the title keeps their filters, not this page's sort.
    const title = screen.getByRole('heading', { name: 'Device health', level: 1 });
    const back = within(title.parentElement as HTMLElement).getByRole('link', { name: 'Events' });
    expect(back).toHaveAttribute('href', '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC');
  });

  it("checks only the events the table's view keeps, shown as a chip that gives the rest back", async () => {
    server.use(eventsHandler(au));
    storeApiKeySession('au');
    const { router } = renderApp(`${oneDay}&in.vehicle=101`);
    expect(await screen.findByText('1 row from 1 event')).toBeInTheDocument();
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['201']);
    // Both ways back to the table (the page's link and the navigation's) keep the view.
    for (const link of screen.getAllByRole('link', { name: 'Events' }))
      expect(link).toHaveAttribute('href', expect.stringContaining('in.vehicle=101'));
    await userEvent.click(screen.getByRole('button', { name: /^Remove filter: .*101/ }));
    expect(await screen.findByText('2 rows from 2 events')).toBeInTheDocument();
    expect(router.state.location.search).not.toContain('in.vehicle');
  });

  it('keeps its own settings when its filters change: a window shift, a filter chip taken off', async () => {
    server.use(eventsHandler(au));
    storeApiKeySession('au');
    // A render that throws is logged by React before its error boundary replaces the page.
    const thrown = vi.spyOn(console, 'error');
    const settings = 'per=vehicle&gap=30&speed=90&hsort=entity';
    const { router } = renderApp(`${oneDay}&deviceIds=200,201&${settings}`);
    expect(await screen.findByText('2 rows from 2 events')).toBeInTheDocument();
    const kept = () => new URLSearchParams(router.state.location.search);
    const expectSettings = () =>
      expect(
        Object.fromEntries(['per', 'gap', 'speed', 'hsort'].map((name) => [name, kept().get(name)])),
      ).toEqual({ per: 'vehicle', gap: '30', speed: '90', hsort: 'entity' });

    await userEvent.click(screen.getAllByRole('button', { name: 'Previous period' })[0] as HTMLElement);
    await waitFor(() => expect(kept().get('from')).toMatch(/^2026-11-19/));
    expectSettings();

    await userEvent.click(screen.getByRole('button', { name: /^Remove filter: Devices/ }));
    await waitFor(() => expect(kept().get('deviceIds')).toBeNull());
    expectSettings();
    // The table of the window before links its events in the store it was made from until the next is in.
    expect(thrown.mock.calls.flat().join(' ')).not.toMatch(/TypeError/);
    thrown.mockRestore();
  });

  it('says when the window has no events to check', async () => {
    server.use(http.get(`${au.apiBaseUrl}/v1/events*`, () => HttpResponse.json([])));
    storeApiKeySession('au');
    renderApp(oneDay);
    expect(await screen.findByText('No events in this window: nothing to check.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers Retry for a day that failed', async () => {
    server.use(
      http.get(`${au.apiBaseUrl}/v1/events*`, () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    storeApiKeySession('au');
    renderApp(oneDay);
    expect((await screen.findAllByRole('button', { name: /Retry/ })).length).toBeGreaterThan(0);
  });
});
