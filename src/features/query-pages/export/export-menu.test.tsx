import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render';
import { storeApiKeySession } from '../../../testing/sessions';
import { testConfig, testRegions } from '../../../testing/test-config';
import { RequireSession } from '../../auth';
import { ActiveRegionProvider } from '../../regions';
import { storeFromEvents } from '../../event-data';
import { columnById, type EventColumn } from '../../event-rows';
import { ExportMenu } from './export-menu';

const store = storeFromEvents(
  Array.from({ length: 30_000 }, (_, i) => ({
    id: i + 1,
    type: 'ignition',
    timeAt: Date.parse('2026-11-20T00:00:00Z') + i * 1000,
    location: `Stop ${i}`,
  })),
);
const columns = ['time', 'type', 'location'].map(columnById) as EventColumn[];

/** What the page downloaded: each file's name and text. jsdom has neither object URLs nor downloads. */
const downloads: { name: string; blob: Blob }[] = [];
const blobs = new Map<string, Blob>();
beforeEach(() => {
  downloads.length = 0;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
});
afterEach(() => vi.restoreAllMocks());

/**
 * The export gives the page back once it has held it 30 ms: on a fast machine 30,000 rows took less, so
 * no progress ever showed. Here each look at the clock finds 31 ms gone, so every step is a slice of its own.
 */
const slowClock = () => {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += 31));
};

function renderMenu() {
  storeApiKeySession('au');
  return renderApp('/au/export', {
    routes: [
      {
        path: '/:region/export',
        element: (
          <ActiveRegionProvider region={testRegions.au}>
            <RequireSession>
              <ExportMenu
                store={store}
                rows={() => store.rows}
                count={store.rows.length}
                columns={columns}
                zone="UTC"
                name="events-au"
              />
            </RequireSession>
          </ActiveRegionProvider>
        ),
      },
    ],
    config: testConfig,
  });
}

describe('ExportMenu', () => {
  it('says how far a long export is, then downloads exactly the rows', async () => {
    slowClock();
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'CSV (30,000 rows)' }));
    // One look at a single moment of the export: findBy* waits a task after its match, in which a fast
    // machine may finish writing the rows.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: /Exporting… \d+%/ })).toBeDisabled();
      // The menu closed and the Export button is disabled: the keyboard is left on Cancel.
      expect(screen.getByRole('button', { name: 'Cancel export' })).toHaveFocus();
      expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute('aria-valuenow');
    });
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 20_000 });
    // The button comes back once the job has settled, a moment after the download.
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel export' })).not.toBeInTheDocument();
    const [file] = downloads;
    expect(file?.name).toBe('events-au.csv');
    const lines = (await file?.blob.text())?.split('\r\n') ?? [];
    expect(lines).toHaveLength(30_001);
    expect(lines.slice(0, 2)).toEqual([
      'Time (UTC),Type,Location',
      '2026-11-20 08:19:59,ignition,Stop 29999',
    ]);
  });

  it('downloads nothing once cancelled, and says nothing failed', async () => {
    slowClock();
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /JSON/ }));
    // Cancelled in the same moment the rows are seen to be written (user-event's click waits between its
    // pointer events, and findBy* a task after its match: a fast machine may finish the rows meanwhile).
    await waitFor(() => {
      screen.getByRole('button', { name: /Exporting… \d+%/ });
      fireEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    });
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The same rows exported again, started after the cancel and written a step per task as the cancelled
    // export was: once it is downloaded, the cancelled one, further on, would have been too had it gone on.
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('menuitem', { name: /CSV/ }));
    await waitFor(() => expect(downloads).not.toEqual([]), { timeout: 20_000 });
    expect(downloads.map((file) => file.name)).toEqual(['events-au.csv']);
  });
});
