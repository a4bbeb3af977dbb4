import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { storeFromEvents } from '../event-data';
import { valueLabelsWithNames, noRowNames } from '../event-rows';
import { ComparePanel, type ComparePanelProps } from './compare-panel';

const minute = 60_000;
// Minutes 0–39: vehicles 10–13 in turn; minutes 40–59: vehicle 99 mostly.
const store = storeFromEvents(
  Array.from({ length: 60 }, (_, i) => ({
    id: i + 1,
    type: 'ignition',
    action: i % 2 ? 'ON' : 'OFF',
    timeAt: i * minute,
    vehicleId: i >= 40 && i < 55 ? 99 : 10 + (i % 4),
  })),
);

function renderPanel(props: Partial<ComparePanelProps> = {}) {
  const onToggle = vi.fn();
  const onClose = vi.fn();
  render(
    <ComparePanel
      store={store}
      rows={store.rows}
      range={{ from: 40 * minute, to: 60 * minute }}
      zone="UTC"
      loading={false}
      labelOf={valueLabelsWithNames(noRowNames)}
      filters={[]}
      onToggle={onToggle}
      onClose={onClose}
      {...props}
    />,
  );
  return { onToggle, onClose };
}

describe('ComparePanel', () => {
  it('ranks what stands out in the range, by column, and includes a value in one click', async () => {
    const { onToggle, onClose } = renderPanel();
    const region = screen.getByRole('region', { name: 'Compare' });
    // Times as the table writes them, not in a second, locale-dependent form.
    expect(region).toHaveAccessibleDescription(
      '1970-01-01 00:40:00 – 1970-01-01 01:00:00 against the rest of the window',
    );
    expect(within(region).getByText('Comparing…')).toBeInTheDocument();
    const table = await within(region).findByRole('table', { name: 'Vehicle: values that stand out' });
    expect(within(region).getByText('20 events selected · 40 events in the rest')).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(first).toHaveTextContent('9975%0%+75%15 / 0');
    // Actions are half and half on both sides: no table for them.
    expect(within(region).queryByRole('table', { name: /^Action/ })).not.toBeInTheDocument();
    const user = userEvent.setup();
    // By keyboard: Tab reaches the include button of the first value.
    await user.tab();
    expect(within(region).getByRole('button', { name: 'Close the comparison' })).toHaveFocus();
    await user.tab();
    expect(within(first).getByRole('button', { name: 'Include 99' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledWith({ mode: 'in', column: 'vehicle', value: '99' });
    await user.click(within(region).getByRole('button', { name: 'Close the comparison' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says plainly when there is nothing to compare with, and when nothing stands out', async () => {
    renderPanel({ range: { from: 0, to: 60 * minute } });
    expect(
      await screen.findByText('No events in the rest of the window to compare with.'),
    ).toBeInTheDocument();
    const balanced = storeFromEvents(
      Array.from({ length: 40 }, (_, i) => ({
        id: i + 1,
        type: 'ignition',
        timeAt: i * minute,
        vehicleId: 10 + (i % 2),
      })),
    );
    render(
      <ComparePanel
        store={balanced}
        rows={balanced.rows}
        range={{ from: 20 * minute, to: 40 * minute }}
        zone="UTC"
        loading={false}
        labelOf={valueLabelsWithNames(noRowNames)}
        filters={[]}
        onToggle={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByText(/^Nothing stands out/)).toBeInTheDocument();
  });

  it('says when the linked range lies outside the window', () => {
    renderPanel({ range: null });
    expect(screen.getByText('The compared range is outside the window.')).toBeInTheDocument();
  });

  it("compares the filtered rows with the window's others, and says when the filters keep every event", async () => {
    const vehicle99 = store.rows.filter((g) => store.event(g).vehicleId === 99);
    renderPanel({ range: null, filtered: true, rows: vehicle99 });
    const region = screen.getByRole('region', { name: 'Compare' });
    expect(region).toHaveAccessibleDescription(
      "The events the search, area and value filters keep, against the window's other events",
    );
    await within(region).findByRole('table', { name: 'Vehicle: values that stand out' });
    expect(within(region).getByText('15 events selected · 45 other events')).toBeInTheDocument();
    cleanup();
    renderPanel({ range: null, filtered: true });
    expect(await screen.findByText(/^Every event of the window is shown/)).toBeInTheDocument();
  });

  it('puts the columns a person compares first, and folds id-like ones (sequence numbers, addresses) at the end', async () => {
    const day = storeFromEvents(
      Array.from({ length: 240 }, (_, i) => ({
        id: i + 1,
        type: i >= 200 && i % 2 ? 'speeding' : 'ignition',
        timeAt: i * minute,
        vehicleId: 10 + (i % 4),
        location: `${Math.floor(i / 2)} George St`,
        attributes: { seq: String(1000 + Math.floor(i / 4)) },
      })),
    );
    renderPanel({ store: day, rows: day.rows, range: { from: 200 * minute, to: 240 * minute } });
    const region = screen.getByRole('region', { name: 'Compare' });
    await within(region).findByRole('table', { name: 'Type: values that stand out' });
    expect(
      within(region)
        .getAllByRole('table')
        .map((table) => table.getAttribute('aria-label')),
    ).toEqual(['Type: values that stand out']);
    const more = within(region).getByRole('button', { name: 'More columns (id-like)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(region).getByRole('table', { name: 'seq (attribute): values that stand out' }),
    ).toBeInTheDocument();
    expect(
      within(region).getByRole('table', { name: 'Location: values that stand out' }),
    ).toBeInTheDocument();
  });
});
