import { describe, expect, it } from 'vitest';
import { assignSlots } from './row-slots';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('assignSlots', () => {
  it('keeps the slot of every row still shown and gives entering rows the freed ones', () => {
    const first = assignSlots(new Map(), range(0, 4));
    expect([...first.values()]).toEqual([0, 1, 2, 3]);
    // One row down: row 0 leaves, row 4 enters in its slot.
    const next = assignSlots(first, range(1, 4));
    expect([...next.entries()]).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 0],
    ]);
  });

  it('never gives two rows one slot, nor more slots than the most rows drawn, as the count varies', () => {
    let slots = new Map<number, number>();
    const steps: [number, number][] = [
      [0, 3],
      [0, 5],
      [2, 4],
      [3, 6],
      [40, 6],
      [41, 5],
      [44, 7],
    ];
    let most = 0;
    for (const [from, count] of steps) {
      slots = assignSlots(slots, range(from, count));
      most = Math.max(most, count);
      const used = [...slots.values()];
      expect(new Set(used).size).toBe(count);
      expect(Math.max(...used)).toBeLessThan(most);
    }
  });

  it('reuses every slot when all rows change at once (a long jump)', () => {
    const before = assignSlots(new Map(), range(0, 5));
    const after = assignSlots(before, range(1000, 5));
    expect([...after.values()].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});
