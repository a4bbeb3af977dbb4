import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { eventColumns } from '../event-rows';
import { TableHeader } from './table-header';

describe('the table header', () => {
  it("asks for a column's values menu ahead, when the pointer or the focus reaches its button", async () => {
    const onValuesWanted = vi.fn();
    const columns = eventColumns.filter((column) => column.id === 'type' || column.id === 'vehicle');
    render(
      <div role="grid" aria-label="Events">
        <TableHeader
          columns={columns}
          widths={columns.map((column) => column.width)}
          template="200px 200px"
          width={400}
          sort={{ column: 'time', desc: true }}
          onSort={vi.fn()}
          onResize={vi.fn()}
          onMove={vi.fn()}
          onValuesMenu={vi.fn()}
          onValuesWanted={onValuesWanted}
        />
      </div>,
    );
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Top values of Type' }));
    expect(onValuesWanted).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Top values of Vehicle' }).focus();
    expect(onValuesWanted).toHaveBeenCalledTimes(2);
  });

  it('moves its arrow at once on a click, and follows the sort it is given when that changes', async () => {
    const onSort = vi.fn();
    const columns = eventColumns.filter((column) => column.id === 'type' || column.id === 'vehicle');
    const header = (sort: { column: string; desc: boolean }) => (
      <div role="grid" aria-label="Events">
        <TableHeader
          columns={columns}
          widths={columns.map((column) => column.width)}
          template="200px 200px"
          width={400}
          sort={sort}
          onSort={onSort}
          onResize={vi.fn()}
          onMove={vi.fn()}
        />
      </div>
    );
    const { rerender } = render(header({ column: 'time', desc: true }));
    const user = userEvent.setup();
    // The page has not given the new sort yet (it comes after the click's paint): the header shows it.
    await user.click(screen.getByRole('button', { name: 'Type' }));
    expect(screen.getByRole('columnheader', { name: /Type/ })).toHaveAttribute('aria-sort', 'ascending');
    // A second click before then reverses the sort shown, not the one given.
    await user.click(screen.getByRole('button', { name: 'Type' }));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'type', desc: true });
    rerender(header({ column: 'vehicle', desc: false }));
    expect(screen.getByRole('columnheader', { name: /Vehicle/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Type/ })).toHaveAttribute('aria-sort', 'none');
  });
});
