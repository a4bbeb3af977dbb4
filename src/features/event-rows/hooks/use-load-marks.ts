import { useEffect, useRef } from 'react';

/**
 * Performance marks for the benchmark (they cost nothing otherwise): first rows shown, the table painted
 * with every day of the window, and every name of its ids shown. A new window starts new marks.
 */
export function useLoadMarks(
  windowKey: string,
  rowCount: number,
  allLoaded: boolean,
  namesSettled = false,
): void {
  const marked = useRef({ key: '', first: false, painted: false, names: false });
  useEffect(() => {
    const state = marked.current;
    if (state.key !== windowKey)
      marked.current = { key: windowKey, first: false, painted: false, names: false };
    const current = marked.current;
    if (!current.first && rowCount > 0) {
      current.first = true;
      performance.mark('events-first-rows', { detail: windowKey });
    }
    if (!current.painted && allLoaded) {
      current.painted = true;
      // After the browser has painted this render: the next frame's callback runs after paint.
      requestAnimationFrame(() =>
        setTimeout(() => performance.mark('events-painted', { detail: windowKey }), 0),
      );
    }
    if (!current.names && namesSettled) {
      current.names = true;
      requestAnimationFrame(() =>
        setTimeout(() => performance.mark('events-names-shown', { detail: windowKey }), 0),
      );
    }
  }, [windowKey, rowCount, allLoaded, namesSettled]);
}

/**
 * A mark each time the table shows a new set of rows (a sort, a keystroke, a facet, a day arriving), set
 * after the browser has painted it: the benchmark times a view change to this, not to a changed count.
 */
export function useRowsPaintedMark(rows: unknown): void {
  useEffect(() => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => performance.mark('rows-painted'), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [rows]);
}
