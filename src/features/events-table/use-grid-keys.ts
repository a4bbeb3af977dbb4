import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { Rows } from '../event-data';

/**
 * The grid's keys while it has focus: arrows, Page Up and Down, Home and End move the selection, Enter
 * opens the selected event, Tab goes to the selected row's filter buttons.
 */
export function useGridKeys({
  rows,
  selectedIndex,
  rowHeight,
  scrollRef,
  onSelectGlobal,
  scrollToIndex,
  openRow,
}: {
  rows: Rows;
  selectedIndex: number;
  rowHeight: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  onSelectGlobal: (g: number) => void;
  scrollToIndex: (index: number) => void;
  openRow: (index: number, g: number) => void;
}): (event: KeyboardEvent) => void {
  // Where the keyboard is: follows the selection, and runs ahead of it while key presses come faster than
  // the URL (which holds the selection) updates.
  const cursor = useRef(selectedIndex);
  useEffect(() => {
    cursor.current = selectedIndex;
  }, [selectedIndex]);
  const move = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    if (rows.length === 0) return;
    cursor.current = next;
    onSelectGlobal(rows[next] as number);
    scrollToIndex(next);
  };
  return (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / rowHeight) - 2);
    const at = cursor.current;
    const moves: Record<string, number> = {
      ArrowDown: at < 0 ? 0 : at + 1,
      ArrowUp: Math.max(at, 0) - 1,
      PageDown: Math.max(at, 0) + page,
      PageUp: Math.max(at, 0) - page,
      Home: 0,
      End: rows.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      move(target);
    } else if (event.key === 'Enter' && rows.length > 0) {
      event.preventDefault();
      const open = Math.min(Math.max(at, 0), rows.length - 1);
      openRow(open, rows[open] as number);
    } else if (event.key === 'Tab' && !event.shiftKey) {
      // Tab goes to the selected row's filter buttons before the header's (which Shift+Tab then reaches):
      // the row is where the keyboard is, and a dozen header controls stood between it and them.
      const filter = scrollRef.current?.querySelector<HTMLElement>(
        '.events-row[aria-selected="true"] .events-filter',
      );
      if (!filter) return;
      event.preventDefault();
      filter.focus();
    }
  };
}
