/**
 * Windowing for rows of one fixed height, in constant time whatever the count. A general virtualiser keeps
 * a measurement object per row, made again whenever the count changes: at half a million rows that was
 * tens of milliseconds of every search keystroke, facet click and day joining, for rows whose places are
 * plain arithmetic.
 */
export interface FixedRowsGeometry {
  rowHeight: number;
  /** How far below the scroll area's top the first row starts (a header above the rows). */
  offset: number;
  /** A band at the top that covers rows (a sticky header): a row under it is not in view. */
  coveredTop: number;
}

/** The rows a viewport shows, wholly or in part, as [first, end), before any overscan or count. */
export interface ShownRows {
  first: number;
  end: number;
}

export function shownRows(geometry: FixedRowsGeometry, scrollTop: number, height: number): ShownRows {
  const { rowHeight, offset } = geometry;
  return {
    first: Math.max(0, Math.floor((scrollTop - offset) / rowHeight)),
    end: Math.max(0, Math.ceil((scrollTop + height - offset) / rowHeight)),
  };
}

/**
 * The rows to draw: those shown, `overscan` more at each edge, within [0, count). Rows shown past the end
 * (a scroll measured before the rows shrank, until the browser moves it back) give the last screenful.
 */
export function drawnRows(shown: ShownRows, overscan: number, count: number): ShownRows {
  const span = shown.end - shown.first;
  const { first, end } = shown.end > count ? { first: count - span, end: count } : shown;
  const from = Math.max(0, first - overscan);
  return { first: from, end: Math.max(from, Math.min(count, end + overscan)) };
}

/**
 * Where to scroll so that row `index` is wholly in view, moving as little as possible (a row above goes to
 * the top, under the covered band; a row below goes to the bottom); null when it is in view already.
 */
export function scrollTopFor(
  geometry: FixedRowsGeometry,
  index: number,
  scrollTop: number,
  height: number,
): number | null {
  const { rowHeight, offset, coveredTop } = geometry;
  const top = offset + index * rowHeight;
  if (top < scrollTop + coveredTop) return Math.max(0, top - coveredTop);
  if (top + rowHeight > scrollTop + height) return top + rowHeight - height;
  return null;
}
