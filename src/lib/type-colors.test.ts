import { describe, expect, it } from 'vitest';
import { colorsForTypes } from './type-colors';

describe('colorsForTypes', () => {
  it('keeps the known types their colours and gives others distinct ones, whatever the order', () => {
    const a = colorsForTypes(['tyre', 'driver', 'ignition', 'fuel']);
    const b = colorsForTypes(['fuel', 'ignition', 'tyre', 'driver']);
    expect(a.get('ignition')).toBe('#1f77b4');
    expect(a.get('driver')).toBe('#d62728');
    expect([...a]).toEqual([...b]);
    expect(new Set(a.values()).size).toBe(4);
  });
});
