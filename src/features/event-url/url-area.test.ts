import { describe, expect, it } from 'vitest';
import { areaBetween, areaParam, parseArea } from './url-area';

describe('the area in the URL', () => {
  it('reads south, west, north and east, as written or typed with spaces', () => {
    const area = { south: -33.9, west: 151.1, north: -33.8, east: 151.25 };
    expect(parseArea('-33.9,151.1,-33.8,151.25')).toEqual({ area, unreadable: null });
    expect(parseArea(' -33.9, 151.1  -33.8 ,151.25 ').area).toEqual(area);
    expect(parseArea(areaParam(area)).area).toEqual(area);
    expect(parseArea(null)).toEqual({ area: null, unreadable: null });
    expect(parseArea('')).toEqual({ area: null, unreadable: null });
  });

  it('reads an area across the antimeridian (west above east)', () => {
    expect(parseArea('-20,170,-10,-170').area).toEqual({ south: -20, west: 170, north: -10, east: -170 });
  });

  it('says what it cannot read: wrong count, not numbers, out of range, north below south', () => {
    for (const text of [
      '1,2,3',
      '1,2,3,4,5',
      'a,b,c,d',
      '-95,0,10,10',
      '0,0,10,190',
      '10,0,5,10',
      '1e3,0,2,3',
    ])
      expect(parseArea(text)).toEqual({ area: null, unreadable: text });
  });

  it('makes an area from two corners dragged either way, and none from a click', () => {
    expect(areaBetween([151.25, -33.8], [151.1, -33.9])).toEqual({
      south: -33.9,
      west: 151.1,
      north: -33.8,
      east: 151.25,
    });
    expect(areaBetween([151.1, -33.9], [151.1, -33.9])).toBeNull();
  });
});
