import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';
import { setViewportWidth } from '../../testing/viewport';

const oneDay = '/au/events?types=ignition&from=2026-11-20&to=2026-11-21&tz=UTC';

const headers = async () =>
  within(await screen.findByRole('grid', { name: 'Events' }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('the events page on a tablet', () => {
  beforeEach(() => {
    server.use(eventsHandler(testRegions.au));
    storeApiKeySession('au');
    setViewportWidth(820);
  });

  it('shows the most useful columns by default, the rest left to the column chooser', async () => {
    renderApp(oneDay);
    await screen.findByText(/2 of 2 events/);
    expect(await headers()).toEqual([
      expect.stringMatching(/^Time/),
      expect.stringMatching(/^Type/),
      expect.stringMatching(/^Action/),
      expect.stringMatching(/^Vehicle/),
      expect.stringMatching(/^Location/),
    ]);
  });

  it.each([768, 820])(
    'starts with columns that fit a %i px screen, a scroll bar and the page margins left over',
    async (width) => {
      setViewportWidth(width);
      renderApp(oneDay);
      await screen.findByText(/2 of 2 events/);
      const grid = await screen.findByRole('grid', { name: 'Events' });
      const widths = within(grid)
        .getAllByRole('separator', { name: /^Resize/ })
        .map((handle) => Number(handle.getAttribute('aria-valuenow')));
      expect(widths).toHaveLength(5);
      // 24 px of page margin each side, the table's 1 px borders and a 15 px scroll bar (a desktop's
      // split screen; a touch screen's bar takes no room).
      const room = width - 2 * 24 - 2 - 15;
      expect(widths.reduce((sum, w) => sum + w, 0)).toBeLessThanOrEqual(room);
    },
  );

  it("shows a link's own columns as they are", async () => {
    renderApp(`${oneDay}&cols=time,trip,odometer`);
    await screen.findByText(/2 of 2 events/);
    expect(await headers()).toEqual([
      expect.stringMatching(/^Time/),
      expect.stringMatching(/^Trip/),
      expect.stringMatching(/^Odometer/),
    ]);
  });

  it('shows the table or the map, one at a time, up to 1024 px (a split screen too)', async () => {
    setViewportWidth(1000);
    renderApp(`${oneDay}&mode=both`);
    await screen.findByText(/2 of 2 events/);
    const modes = screen.getByRole('group', { name: 'Show' });
    expect(
      within(modes)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Table', 'Map']);
    expect(within(modes).getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  });
});
