import { describe, expect, it } from 'vitest';
import { shownColumns } from './shown-columns';

const widths = [100, 200, 300, 100, 100];

describe('the columns a row draws', () => {
  it('draws those in view and the margin beside them', () => {
    expect(shownColumns(widths, 0, 250, 0)).toEqual({ first: 0, end: 2, before: 0 });
    expect(shownColumns(widths, 0, 250, 60)).toEqual({ first: 0, end: 3, before: 0 });
    expect(shownColumns(widths, 350, 200, 0)).toEqual({ first: 2, end: 3, before: 300 });
    expect(shownColumns(widths, 350, 200, 60)).toEqual({ first: 1, end: 4, before: 100 });
  });

  it('counts a column that ends where the view starts as out of it', () => {
    expect(shownColumns(widths, 300, 100, 0)).toEqual({ first: 2, end: 3, before: 300 });
  });

  it('draws every column until the view has a width', () => {
    expect(shownColumns(widths, 0, 0, 100)).toEqual({ first: 0, end: 5, before: 0 });
  });

  it('draws the last column when scrolled past the end, and nothing of no columns', () => {
    expect(shownColumns(widths, 5000, 300, 0)).toEqual({ first: 4, end: 5, before: 700 });
    expect(shownColumns([], 0, 300, 0)).toEqual({ first: 0, end: 0, before: 0 });
  });
});
