import { describe, expect, it } from 'vitest';
import { Memo } from './memo';

const kb = (n: number) => new Uint8Array(n * 1024);

describe('Memo', () => {
  it('forgets the least recently used values once their buffers pass the byte limit', () => {
    const memo = new Memo({ maxEntries: 64, maxBytes: 100 * 1024 });
    let made = 0;
    const make = (size: number) => () => {
      made += 1;
      return kb(size);
    };
    memo.remember('a', make(40));
    memo.remember('b', make(40));
    memo.remember('a', make(40)); // used again: now the newest
    memo.remember('c', make(40)); // 120 KB: b, the least recently used, goes
    expect(made).toBe(3);
    expect(memo.bytes).toBe(80 * 1024);
    memo.remember('a', make(40));
    expect(made).toBe(3);
    memo.remember('b', make(40));
    expect(made).toBe(4);
  });

  it('counts a buffer once however many values hold it, and keeps a value bigger than the limit', () => {
    const memo = new Memo({ maxEntries: 64, maxBytes: 100 * 1024 });
    const rows = kb(60);
    memo.remember('order', () => rows);
    memo.remember('searched', () => rows);
    memo.remember('counts', () => ({ rows, counts: kb(30), label: 'x' }));
    expect(memo.bytes).toBe(90 * 1024);
    const big = memo.remember('big', () => kb(200));
    expect(memo.remember('big', () => kb(1))).toBe(big);
    expect(memo.bytes).toBe(200 * 1024);
  });

  it('forgets past the entry limit whatever their size, and says which it forgot', () => {
    const forgotten: string[] = [];
    const memo = new Memo({ maxEntries: 2, maxBytes: 2 ** 30 }, (key) => forgotten.push(key));
    let made = 0;
    for (const key of ['a', 'b', 'c', 'a'])
      memo.remember(key, () => {
        made += 1;
        return key;
      });
    expect(made).toBe(4);
    expect(forgotten).toEqual(['a', 'b']);
  });
});
