import { act, render, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useValueAfterPaint } from './use-value-after-paint';

function Page({ value, log }: { value: string; log: string[] }) {
  const rows = useValueAfterPaint(value);
  useLayoutEffect(() => {
    log.push(`${value} ${rows}`);
  });
  return null;
}

describe('useValueAfterPaint', () => {
  it('commits what the input changed first, and what follows from the value in a render after it', async () => {
    const log: string[] = [];
    const { rerender } = render(<Page value="a" log={log} />);
    expect(log).toEqual(['a a']);
    act(() => rerender(<Page value="b" log={log} />));
    expect(log).toEqual(['a a', 'b a']);
    await waitFor(() => expect(log).toEqual(['a a', 'b a', 'b b']));
  });

  it('renders only the newest of values that come before a paint', async () => {
    const log: string[] = [];
    const { rerender } = render(<Page value="a" log={log} />);
    act(() => rerender(<Page value="b" log={log} />));
    act(() => rerender(<Page value="c" log={log} />));
    await waitFor(() => expect(log.at(-1)).toBe('c c'));
    expect(log).toEqual(['a a', 'b a', 'c a', 'c c']);
  });
});
