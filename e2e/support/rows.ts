import type { Locator } from '@playwright/test';

/**
 * Where a test clicks a row to open its event: in the first cell (the time). A row's middle may fall on a
 * vehicle or trip cell, whose name is a button of its own (it adds a filter), as it would for a user.
 */
export const inFirstCell = { position: { x: 16, y: 16 } } as const;

/**
 * The cell of `row` under the column whose header starts with `header` (or matches it), wherever the columns
 * stand: they can be chosen, dragged and resized. `table` is the grid (cells: gridcell) or table (cell).
 */
export async function cellUnder(
  table: Locator,
  row: Locator,
  header: string | RegExp,
  role: 'gridcell' | 'cell' = 'gridcell',
): Promise<Locator> {
  await row.waitFor(); // the headers are read once, so only once the row (and they) are there
  const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim());
  const index = headers.findIndex((text) =>
    typeof header === 'string' ? text.startsWith(header) : header.test(text),
  );
  if (index < 0) throw new Error(`no column ${String(header)} among: ${headers.join(', ')}`);
  return row.getByRole(role).nth(index);
}
