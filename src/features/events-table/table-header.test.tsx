import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { eventColumns } from '../event-rows';
import { TableHeader } from './table-header';

const columns = eventColumns.filter((column) => column.id === 'type' || column.id === 'vehicle');

/** The header of the Type and Vehicle columns in a grid, sorted by `sort`. */
const header = (props: Partial<ComponentProps<typeof TableHeader>>) => (
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
      {...props}
    />
  </div>
);

describe('the table header', () => {
  it("asks for a column's values menu ahead, when the pointer or the focus reaches its button", async () => {
    const onValuesWanted = vi.fn();
    render(header({ onValuesMenu: vi.fn(), onValuesWanted }));
    const user = userEvent.setup();
    await user.hover(screen.getByRole('button', { name: 'Top values of Type' }));
    expect(onValuesWanted).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Top values of Vehicle' }).focus();
    expect(onValuesWanted).toHaveBeenCalledTimes(2);
  });

  it('moves its arrow at once on a click, and follows the sort it is given when that changes', async () => {
    const onSort = vi.fn();
    const { rerender } = render(header({ onSort }));
    const user = userEvent.setup();
    // The page has not given the new sort yet (it comes after the click's paint): the header shows it.
    await user.click(screen.getByRole('button', { name: 'Type' }));
    expect(screen.getByRole('columnheader', { name: /Type/ })).toHaveAttribute('aria-sort', 'ascending');
    // A second click before then reverses the sort shown, not the one given.
    await user.click(screen.getByRole('button', { name: 'Type' }));
    expect(onSort).toHaveBeenLastCalledWith({ column: 'type', desc: true });
    rerender(header({ onSort, sort: { column: 'vehicle', desc: false } }));
    expect(screen.getByRole('columnheader', { name: /Vehicle/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Type/ })).toHaveAttribute('aria-sort', 'none');
  });
});
