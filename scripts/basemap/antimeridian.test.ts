import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { continuousGeometry, continuousRing } from './antimeridian.ts';

const fiji: Position[] = [
  [179, -17],
  [-179, -17],
  [-179, -16],
  [179, -16],
  [179, -17],
];

describe('continuousRing', () => {
  it('carries a ring that crosses ±180 on past it, so no edge spans the world', () => {
    expect(continuousRing(fiji).map(([lon]) => lon)).toEqual([179, 181, 181, 179, 179]);
  });

  it('leaves a ring that does not cross alone', () => {
    const ring: Position[] = [
      [10, 0],
      [20, 0],
      [20, 10],
      [10, 0],
    ];
    expect(continuousRing(ring)).toBe(ring);
  });

  it('leaves a ring round a pole alone: its one step is the edge along the pole', () => {
    const antarctica: Position[] = [
      [-180, -80],
      [0, -70],
      [180, -80],
      [180, -90],
      [-180, -90],
      [-180, -80],
    ];
    expect(continuousRing(antarctica)).toBe(antarctica);
  });
});

describe('continuousGeometry', () => {
  it('makes every ring of a multipolygon continuous', () => {
    const geometry = continuousGeometry({ type: 'MultiPolygon', coordinates: [[fiji], [fiji]] });
    expect(geometry.coordinates.flat(2).every(([lon = 0]) => lon >= 179)).toBe(true);
  });
});
