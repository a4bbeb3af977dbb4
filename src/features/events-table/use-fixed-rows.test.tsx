import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFixedRows } from './use-fixed-rows';

function List({ count, goTo }: { count: number; goTo?: number }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { first, end, totalHeight, scrollToIndex } = useFixedRows({
    count,
    scrollRef,
    rowHeight: 36,
    offset: 36,
    coveredTop: 36,
    overscan: 6,
    fallbackHeight: 720,
  });
  const shown = Array.from({ length: end - first }, (_, i) => first + i);
  return (
    <>
      <button onClick={() => goTo !== undefined && scrollToIndex(goTo)}>Go</button>
      <div data-testid="area" ref={scrollRef} role="list" style={{ height: totalHeight }}>
        {shown.map((index) => (
          <div role="listitem" key={index}>
            Row {index}
          </div>
        ))}
      </div>
    </>
  );
}

const drawn = () => screen.getAllByRole('listitem').map((row) => row.textContent);

describe('useFixedRows', () => {
  it('draws a screenful and the overscan, however many rows there are', () => {
    render(<List count={500_000} />);
    // 720 px shows rows 0–18 below the header; 6 more are drawn past the bottom.
    expect(drawn()).toHaveLength(25);
    expect(drawn()[0]).toBe('Row 0');
  });

  it('draws the rows a scroll brings into view', () => {
    render(<List count={500_000} />);
    const area = screen.getByTestId('area');
    area.scrollTop = 36 + 36 * 10_000;
    fireEvent.scroll(area);
    expect(drawn()[0]).toBe('Row 9994');
    expect(drawn()).toContain('Row 10000');
    expect(drawn()).not.toContain('Row 0');
  });

  it('scrolls a row far below into view and draws it', () => {
    render(<List count={1000} goTo={999} />);
    act(() => screen.getByRole('button', { name: 'Go' }).click());
    expect(drawn().at(-1)).toBe('Row 999');
    expect(screen.getByTestId('area').scrollTop).toBe(36 + 36 * 1000 - 720);
  });

  it('draws what is left when the rows shrink under a deep scroll', () => {
    const { rerender } = render(<List count={500_000} />);
    const area = screen.getByTestId('area');
    area.scrollTop = 36 * 10_000;
    fireEvent.scroll(area);
    rerender(<List count={3} />);
    expect(drawn()).toEqual(['Row 0', 'Row 1', 'Row 2']);
  });
});
