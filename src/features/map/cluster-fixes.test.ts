import { describe, expect, it } from 'vitest';
import { areaAround, clusterFeatures, covers } from './cluster-features';
import { abbreviateCount, clusterFixes, membersOf } from './cluster-fixes';
import { fixesOf, fixSource } from './fixes';
import { shownInOrder } from '../../testing/shown-in-order';

const at = (id: number, lng: number, lat: number) => ({
  id,
  type: 'driver',
  timeAt: id,
  GPS: { valid: true, Lat: lat, Lng: lng },
});

// Two towns 0.001° apart each (about 100 m), Sydney and Perth.
const sydney = [at(1, 151.2, -33.87), at(2, 151.201, -33.871), at(3, 151.2005, -33.8702)];
const perth = [at(4, 115.86, -31.95), at(5, 115.861, -31.951)];
const inOrder = (events: readonly { id: number }[]) => {
  const { store, rows } = shownInOrder(events);
  return [store, rows] as const;
};
const fixes = fixesOf(...inOrder([...sydney, ...perth]));

const sizes = (zoom: number) => {
  const clusters = clusterFixes(fixes, zoom);
  return [...clusters.count].sort();
};

describe('clustering fixes per zoom', () => {
  it('groups nearby fixes at a low zoom and separates them when zoomed in', () => {
    expect(sizes(4)).toEqual([2, 3]);
    expect(sizes(20)).toEqual([1, 1, 1, 1, 1]);
  });

  it('accounts for every fix exactly once, with each cluster at the mean of its fixes', () => {
    const clusters = clusterFixes(fixes, 4);
    const all = [...clusters.members].sort();
    expect(all).toEqual([0, 1, 2, 3, 4]);
    const big = clusters.count.indexOf(3);
    expect([...membersOf(clusters, big)].sort()).toEqual([0, 1, 2]);
    expect(clusters.lng[big]).toBeCloseTo((151.2 + 151.201 + 151.2005) / 3, 9);
  });

  it('keeps fixes that straddle a grid line in one cluster', () => {
    // 60 px cells at zoom 0 are 60/512 of the world: 42.19° of longitude. Two fixes either side of a line.
    const line = -180 + (360 * 60) / 512;
    const pair = fixesOf(...inOrder([at(1, line - 0.01, 0), at(2, line + 0.01, 0)]));
    expect([...clusterFixes(pair, 0).count]).toEqual([2]);
  });

  it('clusters only the fixes inside the area it is given', () => {
    const aroundPerth = areaAround([115, -33, 117, -31], 0);
    const clusters = clusterFixes(fixes, 4, aroundPerth);
    expect(clusters.size).toBe(1);
    expect([...membersOf(clusters, 0)].sort()).toEqual([3, 4]);
  });

  it('handles no fixes', () => {
    expect(clusterFixes(fixesOf(...inOrder([])), 3).size).toBe(0);
  });
});

describe('features for MapLibre', () => {
  it('draws a lone fix as its event and a cluster as a labelled count', () => {
    const rows = [...sydney, ...perth, ...Array.from({ length: 1200 }, (_, i) => at(100 + i, 10, 10))];
    const source = fixSource(...inOrder(rows));
    const { features } = clusterFeatures(clusterFixes(source.fixes, 20), source, 7);
    const lone = features.find((f) => 'id' in f.properties && f.properties.id === '4');
    expect(lone?.geometry.coordinates).toEqual([115.86, -31.95]);
    expect(lone?.properties).toMatchObject({ row: 3, type: 'driver' });
    const crowd = features.find((f) => 'count' in f.properties && f.properties.count === 1200);
    expect(crowd?.properties).toMatchObject({ label: '1.2k', generation: 7 });
  });

  it('abbreviates counts', () => {
    expect([999, 1000, 1234, 12_345].map(abbreviateCount)).toEqual(['999', '1.0k', '1.2k', '12k']);
  });
});

describe('the area to cluster around a view', () => {
  it('widens the view on every side and keeps inside the world', () => {
    const view = areaAround([150, -35, 152, -33], 0);
    const wide = areaAround([150, -35, 152, -33], 1);
    expect(covers(wide, view)).toBe(true);
    expect(covers(view, wide)).toBe(false);
    const world = areaAround([-170, -80, 170, 80], 1);
    expect(world?.every((edge) => edge >= 0 && edge <= 1)).toBe(true);
  });

  it('is the whole world when the view crosses the antimeridian', () => {
    expect(areaAround([170, -40, 190, -30])).toBeNull();
    expect(covers(null, areaAround([0, 0, 1, 1]))).toBe(true);
  });
});
