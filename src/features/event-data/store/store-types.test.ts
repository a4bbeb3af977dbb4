import { describe, expect, it } from 'vitest';
import { colorOfType, colorsForTypes } from '../../../lib/type-colors';
import { storeFromEvents } from './store-from-events';
import { loadedTypes } from './store-types';

describe('the colours of the loaded types', () => {
  it('lends its colours to a page of one event, so a type looks the same there', () => {
    const store = storeFromEvents(
      ['alarm', 'fuel', 'ignition', 'tyre'].map((type, i) => ({ id: i + 1, type, timeAt: i })),
    );
    const alone = colorsForTypes(['tyre']).get('tyre');
    const colors = colorsForTypes(loadedTypes(store));
    // Among other types, "tyre" takes a later palette colour than it would alone.
    expect(colors.get('tyre')).not.toBe(alone);
    expect(colorOfType('tyre', colors)).toBe(colors.get('tyre'));
    expect(colorOfType('ignition', colors)).toBe('#1f77b4');
    // A type no chart has shown yet: its colour alone.
    expect(colorOfType('door', colors)).toBe(colorsForTypes(['door']).get('door'));
  });
});
