import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultFilters } from '../../event-url';
import { filterChips } from './filter-chips';
import { FilterSummary } from './filter-summary';

const chips = filterChips({
  filters: { ...defaultFilters, constraints: { ...defaultFilters.constraints, vehicleIds: [40010001] } },
  zone: 'UTC',
  search: 'pitt',
  valueFilters: ['Action is ON'],
  problems: [],
});

function renderSummary(barOpen: boolean) {
  const props = { onOpenBar: vi.fn(), onRemove: vi.fn(), onShift: vi.fn() };
  render(<FilterSummary chips={chips} barOpen={barOpen} {...props} />);
  return props;
}

describe('the filters in force, folded to one line', () => {
  it('removes a chip that can go alone, and opens the bar from one that cannot', async () => {
    const user = userEvent.setup();
    const { onOpenBar, onRemove } = renderSummary(false);
    await user.click(screen.getByRole('button', { name: 'Remove filter: Vehicles: 40010001' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ key: 'vehicleIds' }));
    screen.getByRole('button', { name: 'Remove filter: Action is ON' }).focus();
    await user.keyboard('{Delete}');
    expect(onRemove).toHaveBeenLastCalledWith(expect.objectContaining({ key: 'value-0' }));
    expect(screen.getByRole('button', { name: 'Remove filter: Search: “pitt”' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Types: ignition, driver' }));
    expect(onOpenBar).toHaveBeenCalledTimes(1);
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it('moves the window with the arrows beside the range while the bar, which has its own, is shut', async () => {
    const user = userEvent.setup();
    const { onShift } = renderSummary(false);
    await user.click(screen.getByRole('button', { name: 'Previous period' }));
    await user.click(screen.getByRole('button', { name: 'Next period' }));
    expect(onShift.mock.calls).toEqual([[-1], [1]]);
  });

  it('leaves the arrows to the bar when it is open', () => {
    renderSummary(true);
    expect(screen.queryByRole('button', { name: 'Previous period' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 24 hours' })).toBeInTheDocument();
  });
});
