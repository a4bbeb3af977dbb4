import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeFromEvents } from '../event-data';
import { EventsHistogram } from './events-histogram';

const day = 86_400_000;
const at = (time: string) => Date.parse(`2026-11-20T${time}Z`);
const window = { from: at('00:00:00'), to: at('00:00:00') + day };
const store = storeFromEvents([
  { id: 1, type: 'ignition', timeAt: at('08:05:00') },
  { id: 2, type: 'ignition', timeAt: at('08:10:00') },
  { id: 3, type: 'driver', timeAt: at('08:15:00') },
]);
// The day before: one ignition at 08:05, two drivers at 09:00.
const before = storeFromEvents([
  { id: 11, type: 'ignition', timeAt: at('08:05:00') - day },
  { id: 12, type: 'driver', timeAt: at('09:00:00') - day },
  { id: 13, type: 'driver', timeAt: at('09:01:00') - day },
]);

describe('EventsHistogram comparisons', () => {
  it('compares the bars chosen instead of zooming once "Compare" is chosen', async () => {
    const onZoom = vi.fn();
    const onCompare = vi.fn();
    const user = userEvent.setup();
    render(
      <EventsHistogram
        store={store}
        rows={store.rows}
        window={window}
        zone="UTC"
        onZoom={onZoom}
        onCompare={onCompare}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('group', { name: 'Events over time' }).focus();
    for (let i = 0; i < 32; i += 1) await user.keyboard('{ArrowRight}');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(
      screen.getByText(
        'Selected 2026-11-20 08:00–08:30, 2 bars, 3 events. Enter compares them with the rest of the window.',
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onCompare).toHaveBeenCalledWith(at('08:00:00'), at('08:30:00'));
    expect(onZoom).not.toHaveBeenCalled();
  });

  it('overlays the previous period: its totals per bar, and each type’s change in the legend', async () => {
    const onPeriod = vi.fn();
    const period = { store: before, rows: before.rows, shift: (ms: number) => ms - day, loading: false };
    const props = { store, rows: store.rows, window, zone: 'UTC', onZoom: vi.fn(), onPeriod };
    const { rerender } = render(
      <EventsHistogram {...props} vs={{ kind: 'previous' }} period={{ ...period, loading: true }} />,
    );
    const legend = () =>
      within(screen.getByRole('list', { name: 'Histogram legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    // Changes are said only once the other period has loaded.
    expect(legend()).toEqual(['driver 1', 'ignition 2', 'Previous period: loading…']);
    rerender(<EventsHistogram {...props} vs={{ kind: 'previous' }} period={period} />);
    expect(legend()).toEqual(['driver 1 -50%', 'ignition 2 +100%', 'Previous period 3 · all 0%']);
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('Previous period');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')?.textContent;
    expect(row('2026-11-20 08:00–08:15')).toBe('2026-11-20 08:00–08:150221');
    expect(row('2026-11-20 09:00–09:15')).toBe('2026-11-20 09:00–09:150002');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Overlay' }), '7 days earlier');
    expect(onPeriod).toHaveBeenCalledWith({ kind: 'days', days: 7 });
  });
});
