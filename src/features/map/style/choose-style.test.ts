import { describe, expect, it } from 'vitest';
import { chooseStyle } from './choose-style';

const remote = { id: 'ofm', label: 'OpenFreeMap', url: 'https://tiles.example.test/style.json' };

describe('chooseStyle', () => {
  it('uses the offline map for the offline style or none', () => {
    expect(chooseStyle({ id: 'o', label: 'Offline', url: 'offline' }, new Set())).toEqual({
      kind: 'offline',
      notice: null,
    });
    expect(chooseStyle(undefined, new Set())).toEqual({ kind: 'offline', notice: null });
  });

  it('uses a remote style until it fails, then falls back with a notice', () => {
    expect(chooseStyle(remote, new Set())).toEqual({ kind: 'remote', url: remote.url });
    expect(chooseStyle(remote, new Set([remote.url]))).toEqual({
      kind: 'offline',
      notice: 'The "OpenFreeMap" map could not be loaded; showing the offline map.',
    });
  });
});
