import { describe, expect, it } from 'vitest';
import { InternPool } from './intern';
import { pairStart, propValue, PropListBuilder } from './prop-list';

function listOf(rows: [string, string][][]) {
  const builder = new PropListBuilder(new InternPool());
  for (const pairs of rows) {
    for (const [key, text] of pairs) builder.add(key, 'string', text);
    builder.endRow();
  }
  return builder.build();
}

const valuesOf = (rows: [string, string][][]) => {
  const list = listOf(rows);
  return rows.map((_, r) => {
    const values: unknown[] = [];
    for (let p = pairStart(list, r); p < pairStart(list, r + 1); p += 1) values.push(propValue(list, p));
    return values;
  });
};

describe('key–value pairs per row', () => {
  it('reads every row back, each with its own pairs', () => {
    expect(
      valuesOf([
        [['a', 'x']],
        [],
        [
          ['b', 'y'],
          ['c', 'x'],
        ],
      ]),
    ).toEqual([['x'], [], ['y', 'x']]);
  });

  it('keeps no start per row when no row has a pair (most days have no unknown fields)', () => {
    const list = listOf([[], [], []]);
    expect(list.start).toHaveLength(0);
    expect(valuesOf([[], [], []])).toEqual([[], [], []]);
  });
});
