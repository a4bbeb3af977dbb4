import { Box } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import type { EventStore, Rows } from '../data/event-store';
import type { ConstraintKey } from '../filters/event-filters';
import type { EventColumn } from './columns';
import type { RowView } from './derive-rows';
import { EventRow } from './event-row';
import { TableHeader } from './table-header';
import { rowHeight, tableStyles } from './table-styles';

export function EventsTable({
  store,
  rows,
  columns,
  zone,
  sort,
  onSort,
  onOpen,
  onAddConstraint,
  active,
  onActiveChange,
}: {
  /** The selected row, shared with the map. */
  active: number;
  onActiveChange: (row: number) => void;
  store: EventStore;
  rows: Rows;
  columns: readonly EventColumn[];
  zone: string;
  sort: RowView['sort'];
  onSort: (sort: RowView['sort']) => void;
  onOpen: (g: number) => void;
  onAddConstraint: (key: ConstraintKey, id: number) => void;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    // Before the first measurement (and in jsdom, which has no layout) assume a typical viewport.
    initialRect: { width: 1200, height: 720 },
  });
  const width = columns.reduce((sum, column) => sum + column.width, 0);
  const template = columns.map((column) => `${column.width}px`).join(' ');
  const current = Math.min(active, Math.max(rows.length - 1, 0));
  // A selection made on the map scrolls the table to its row.
  useEffect(() => {
    if (rows.length > 0) virtualizer.scrollToIndex(current, { align: 'auto' });
  }, [current, rows.length, virtualizer]);

  const openRow = useCallback(
    (index: number, g: number) => {
      onActiveChange(index);
      onOpen(g);
    },
    [onActiveChange, onOpen],
  );

  const move = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    onActiveChange(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 400) / rowHeight) - 1);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + page,
      PageUp: current - page,
      Home: 0,
      End: rows.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      move(target);
    } else if (event.key === 'Enter' && current < rows.length) {
      event.preventDefault();
      onOpen(rows[current] as number);
    }
  };

  return (
    <Box
      ref={scrollRef}
      role="grid"
      aria-label="Events"
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      aria-activedescendant={rows.length > 0 ? `event-row-${current}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={tableStyles}
    >
      <TableHeader columns={columns} template={template} width={width} sort={sort} onSort={onSort} />
      <div style={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const g = rows[item.index];
          if (g === undefined) return null;
          return (
            <EventRow
              key={item.key}
              store={store}
              g={g}
              index={item.index}
              start={item.start}
              selected={item.index === current}
              columns={columns}
              template={template}
              width={width}
              zone={zone}
              onClick={openRow}
              onAddConstraint={onAddConstraint}
            />
          );
        })}
      </div>
    </Box>
  );
}
