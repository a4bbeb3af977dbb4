import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSameArray } from './use-same-array';

describe('useSameArray', () => {
  it('keeps the last array while its items are the same, and takes a changed one', () => {
    const error = new Error('down');
    const { result, rerender } = renderHook(({ items }) => useSameArray(items), {
      initialProps: { items: [null, error] as (Error | null)[] },
    });
    const first = result.current;
    rerender({ items: [null, error] });
    expect(result.current).toBe(first);
    const changed = [null, new Error('down')];
    rerender({ items: changed });
    expect(result.current).toBe(changed);
    rerender({ items: [null] });
    expect(result.current).toEqual([null]);
  });
});
