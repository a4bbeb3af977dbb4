import { elementScroll, observeElementOffset, observeElementRect, Virtualizer } from '@tanstack/virtual-core';

/**
 * The scroll baseline: the same rows as the app's table (its CSV export), in a plain TanStack Virtual list
 * with no framework, styled alike (36 px rows, the same columns' widths). Scrolling it in the same Chromium
 * measures what the software renderer costs on its own.
 */
declare global {
  interface Window {
    showRows: (rows: string[][], widths: number[]) => void;
  }
}

window.showRows = (rows, widths) => {
  const list = document.getElementById('list') as HTMLDivElement;
  const inner = document.createElement('div');
  inner.style.position = 'relative';
  inner.style.width = `${widths.reduce((a, b) => a + b, 0)}px`;
  list.append(inner);
  const render = () => {
    inner.style.height = `${virtualizer.getTotalSize()}px`;
    inner.replaceChildren(
      ...virtualizer.getVirtualItems().map((item) => {
        const row = document.createElement('div');
        row.className = 'row';
        row.setAttribute('role', 'row');
        row.style.transform = `translateY(${item.start}px)`;
        (rows[item.index] ?? []).forEach((text, c) => {
          const cell = document.createElement('div');
          cell.className = 'cell';
          cell.style.width = `${widths[c] ?? 100}px`;
          cell.textContent = text;
          row.append(cell);
        });
        return row;
      }),
    );
  };
  const virtualizer = new Virtualizer<HTMLDivElement, HTMLDivElement>({
    count: rows.length,
    getScrollElement: () => list,
    estimateSize: () => 36,
    overscan: 12,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    onChange: render,
  });
  virtualizer._didMount();
  virtualizer._willUpdate();
  render();
};
