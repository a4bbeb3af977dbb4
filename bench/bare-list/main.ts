import { elementScroll, observeElementOffset, observeElementRect, Virtualizer } from '@tanstack/virtual-core';

/**
 * The scroll baseline: the same rows as the app's table (its CSV export), in a plain TanStack Virtual list
 * with no framework, styled alike (36 px rows, the same columns' widths). Scrolling it in the same Chromium
 * measures what the software renderer costs on its own.
 */
declare global {
  interface Window {
    showRows: (count: number, rowAt: (index: number) => string[], widths: number[]) => void;
    /** Fetches a CSV (the app's export) and shows its rows: half a million rows are read here, not sent in. */
    showCsv: (url: string, widths: number[], count: number) => Promise<number>;
  }
}

/** A CSV line's cells (the export quotes cells with commas or quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

window.showCsv = async (url, widths, count) => {
  const text = await (await fetch(url)).text();
  // Lines are split once; a row's cells are read when it is drawn, as the app reads its cells on render.
  // The CSV may hold only the first rows of `count` (half a million rows' text does not fit a tab): the
  // list then repeats them, as long and as wordy as the app's.
  const lines = text.trim().split(/\r?\n/).slice(1);
  window.showRows(count, (index) => cells(lines[index % lines.length] ?? ''), widths);
  return count;
};

window.showRows = (count, rowAt, widths) => {
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
        rowAt(item.index).forEach((text, c) => {
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
    count,
    getScrollElement: () => list,
    estimateSize: () => 36,
    // The app's overscan (events-table.tsx), so both draw the same rows each frame.
    overscan: 6,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    onChange: render,
  });
  virtualizer._didMount();
  virtualizer._willUpdate();
  render();
};
