/**
 * The columns a row draws: those a horizontal scroll shows, with a margin each side. A table of every
 * column is some 3,000 px wide, of which a laptop shows half; each cell out of view was work in every sort,
 * keystroke and scroll frame for nothing a user sees.
 */
export interface ShownColumns {
  /** The first column drawn, and the one after the last, in the order of the widths. */
  first: number;
  end: number;
  /** The width of the columns before `first`: where the first drawn cell starts. */
  before: number;
}

export const allColumns = (count: number): ShownColumns => ({ first: 0, end: count, before: 0 });

/**
 * The columns that meet [scrollLeft - margin, scrollLeft + viewWidth + margin]. A view without a width (not
 * laid out yet, or jsdom) draws every column.
 */
export function shownColumns(
  widths: readonly number[],
  scrollLeft: number,
  viewWidth: number,
  margin: number,
): ShownColumns {
  if (viewWidth <= 0) return allColumns(widths.length);
  const from = scrollLeft - margin;
  const to = scrollLeft + viewWidth + margin;
  let first = 0;
  let before = 0;
  while (first < widths.length - 1 && before + (widths[first] as number) <= from) {
    before += widths[first] as number;
    first += 1;
  }
  let end = first;
  let at = before;
  while (end < widths.length && at < to) {
    at += widths[end] as number;
    end += 1;
  }
  return { first, end: Math.max(end, Math.min(first + 1, widths.length)), before };
}

export const sameColumns = (a: ShownColumns, b: ShownColumns) =>
  a.first === b.first && a.end === b.end && a.before === b.before;
