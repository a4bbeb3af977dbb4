import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeFromEvents } from '../event-data';
import { EventsHistogram } from './events-histogram';

const at = (time: string) => Date.parse(`2026-11-20T${time}Z`);
const store = storeFromEvents([
  { id: 1, type: 'ignition', timeAt: at('08:05:00') },
  { id: 2, type: 'driver', timeAt: at('08:14:59') },
  { id: 3, type: 'driver', timeAt: at('08:15:00') },
  { id: 4, type: 'ignition', timeAt: at('23:59:59') },
]);
const window = { from: at('00:00:00'), to: at('00:00:00') + 86_400_000 };

function renderHistogram() {
  const onZoom = vi.fn();
  render(<EventsHistogram store={store} rows={store.rows} window={window} zone="UTC" onZoom={onZoom} />);
  return onZoom;
}

describe('EventsHistogram', () => {
  it('hides to one line that brings it back, and remembers the choice', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <EventsHistogram store={store} rows={store.rows} window={window} zone="UTC" onZoom={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Hide chart' }));
    expect(screen.queryByRole('group', { name: 'Events over time' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Histogram legend' })).not.toBeInTheDocument();
    unmount();
    // Next time (another page, a reload) it stays hidden until asked for.
    renderHistogram();
    await user.click(screen.getByRole('button', { name: 'Show chart' }));
    expect(screen.getByRole('group', { name: 'Events over time' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide chart' })).toBeInTheDocument();
  });

  it('describes the chart in words and shows it as a table of counts per interval and type', async () => {
    renderHistogram();
    const chart = screen.getByRole('group', { name: 'Events over time' });
    expect(chart).toHaveAccessibleDescription(
      /^4 events in 96 bars of 15 minutes; the busiest, 2026-11-20 08:00–08:15, has 2 events: driver 1, ignition 1\./,
    );
    expect(
      within(screen.getByRole('list', { name: 'Histogram legend' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['driver 2', 'ignition 2']);
    await userEvent.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Interval', 'driver', 'ignition', 'All']);
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')?.textContent;
    expect(row('2026-11-20 08:00–08:15')).toBe('2026-11-20 08:00–08:15112');
    expect(row('2026-11-20 08:15–08:30')).toBe('2026-11-20 08:15–08:30101');
    expect(row('2026-11-20 23:45–24:00')).toBe('2026-11-20 23:45–24:00011');
    expect(within(table).getAllByRole('row')).toHaveLength(97);
  });

  it('keeps each type its colour when the rows narrow to fewer types', () => {
    const four = storeFromEvents([
      { id: 1, type: 'tyre', timeAt: at('08:05:00') },
      { id: 2, type: 'fuel', timeAt: at('09:05:00') },
      { id: 3, type: 'ignition', timeAt: at('10:05:00') },
      { id: 4, type: 'driver', timeAt: at('11:05:00') },
    ]);
    const swatch = () =>
      within(screen.getByRole('list', { name: 'Histogram legend' }))
        .getByText('tyre 1')
        .closest('[role="listitem"]')?.firstElementChild;
    const { rerender } = render(
      <EventsHistogram store={four} rows={four.rows} window={window} zone="UTC" onZoom={vi.fn()} />,
    );
    const before = getComputedStyle(swatch() as Element).backgroundColor;
    expect(before).not.toBe('');
    // Only the tyre event matches (a search or a filter): it stays the colour it had among four.
    const tyreOnly = four.rows.filter((g) => four.event(g).type === 'tyre');
    rerender(<EventsHistogram store={four} rows={tyreOnly} window={window} zone="UTC" onZoom={vi.fn()} />);
    expect(getComputedStyle(swatch() as Element).backgroundColor).toBe(before);
  });

  it('narrows the window from the keyboard: arrows to a bar, Shift+arrows to select, Enter', async () => {
    const onZoom = renderHistogram();
    const user = userEvent.setup();
    screen.getByRole('group', { name: 'Events over time' }).focus();
    // Focus puts the keyboard on the first bar (00:00); 32 bars on is 08:00.
    for (let i = 0; i < 32; i += 1) await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2026-11-20 08:00–08:15: 2 events: driver 1, ignition 1.')).toBeInTheDocument();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(
      screen.getByText(
        'Selected 2026-11-20 08:00–08:30, 2 bars, 3 events. Enter narrows the window to them.',
      ),
    ).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onZoom).toHaveBeenCalledWith(at('08:00:00'), at('08:30:00'));
    // Escape lets go of the selection; Enter then narrows to the one bar.
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Escape}{Enter}');
    expect(onZoom).toHaveBeenLastCalledWith(at('08:30:00'), at('08:45:00'));
  });
});
