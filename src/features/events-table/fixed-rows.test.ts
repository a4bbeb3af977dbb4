import { describe, expect, it } from 'vitest';
import { drawnRows, scrollTopFor, shownRows } from './fixed-rows';

// The table's geometry: 36 px rows below a header of one row that sticks over the top.
const table = { rowHeight: 36, offset: 36, coveredTop: 36 };

describe('shownRows', () => {
  it('shows the rows under the header at the top', () => {
    // 720 px: the header, then 19 rows (the last in part).
    expect(shownRows(table, 0, 720)).toEqual({ first: 0, end: 19 });
  });

  it('counts a row cut by either edge as shown', () => {
    // Scrolled 50 px: row 0 (36–72) shows from 50; the bottom edge at 770 cuts row 20 (756–792).
    expect(shownRows(table, 50, 720)).toEqual({ first: 0, end: 21 });
    expect(shownRows(table, 36 + 36 * 1000 + 10, 720)).toEqual({ first: 1000, end: 1021 });
  });
});

describe('drawnRows', () => {
  it('adds the overscan at each edge, within the rows there are', () => {
    expect(drawnRows({ first: 1000, end: 1020 }, 6, 500_000)).toEqual({ first: 994, end: 1026 });
    expect(drawnRows({ first: 0, end: 19 }, 6, 500_000)).toEqual({ first: 0, end: 25 });
    expect(drawnRows({ first: 0, end: 19 }, 6, 10)).toEqual({ first: 0, end: 10 });
  });

  it('draws the last rows when the rows shrank under the scroll', () => {
    // Scrolled deep into 500,000 rows, then a search leaves 3, or 100.
    expect(drawnRows({ first: 1000, end: 1020 }, 6, 3)).toEqual({ first: 0, end: 3 });
    expect(drawnRows({ first: 1000, end: 1020 }, 6, 100)).toEqual({ first: 74, end: 100 });
    expect(drawnRows({ first: 0, end: 19 }, 6, 0)).toEqual({ first: 0, end: 0 });
  });
});

describe('scrollTopFor', () => {
  it('leaves a row wholly in view where it is', () => {
    expect(scrollTopFor(table, 0, 0, 720)).toBeNull();
    expect(scrollTopFor(table, 18, 0, 720)).toBeNull();
  });

  it('brings a row below the view up to the bottom edge', () => {
    // Row 19 spans 720–756 (below the header's 36 px): its bottom must meet the view's, at 720.
    expect(scrollTopFor(table, 19, 0, 720)).toBe(36);
    expect(scrollTopFor(table, 499_999, 0, 720)).toBe(36 + 36 * 500_000 - 720);
  });

  it('brings a row above the view, or under the header, down to just below the header', () => {
    // Scrolled to 36 × 100: row 99 (its top at 3,600) lies under the header.
    expect(scrollTopFor(table, 99, 3600, 720)).toBe(3600 - 36);
    expect(scrollTopFor(table, 0, 3600, 720)).toBe(0);
  });
});
