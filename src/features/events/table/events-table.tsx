import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, ButtonBase } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { FleetEvent } from '../api/event-schema';
import type { ConstraintKey } from '../filters/event-filters';
import type { EventColumn } from './columns';
import type { RowView } from './derive-rows';
import { EventCell } from './event-cell';

const rowHeight = 36;

export function EventsTable({
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
  rows: readonly FleetEvent[];
  columns: readonly EventColumn[];
  zone: string;
  sort: RowView['sort'];
  onSort: (sort: RowView['sort']) => void;
  onOpen: (event: FleetEvent) => void;
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
    } else if (event.key === 'Enter' && rows[current]) {
      event.preventDefault();
      onOpen(rows[current]);
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
      sx={{
        height: 'min(70vh, 720px)',
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontSize: 14,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      <Box
        role="row"
        aria-rowindex={1}
        sx={{
          display: 'grid',
          gridTemplateColumns: template,
          width,
          position: 'sticky',
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          fontWeight: 600,
        }}
      >
        {columns.map((column) => {
          const sorted = sort.column === column.id;
          return (
            <Box
              key={column.id}
              role="columnheader"
              aria-sort={sorted ? (sort.desc ? 'descending' : 'ascending') : 'none'}
              sx={{ px: 1, py: 0.75 }}
            >
              <ButtonBase
                tabIndex={-1}
                onClick={() =>
                  onSort({ column: column.id, desc: sorted ? !sort.desc : column.id === 'time' })
                }
                sx={{ font: 'inherit', gap: 0.5 }}
              >
                {column.label}
                {sorted &&
                  (sort.desc ? (
                    <ArrowDownwardIcon sx={{ fontSize: 14 }} />
                  ) : (
                    <ArrowUpwardIcon sx={{ fontSize: 14 }} />
                  ))}
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ height: virtualizer.getTotalSize(), width, position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const event = rows[item.index];
          if (!event) return null;
          const selected = item.index === current;
          return (
            <Box
              key={item.key}
              id={`event-row-${item.index}`}
              role="row"
              aria-rowindex={item.index + 2}
              aria-selected={selected}
              onClick={() => {
                onActiveChange(item.index);
                onOpen(event);
              }}
              sx={{
                display: 'grid',
                gridTemplateColumns: template,
                position: 'absolute',
                top: 0,
                left: 0,
                width,
                height: rowHeight,
                transform: `translateY(${item.start}px)`,
                alignItems: 'center',
                cursor: 'pointer',
                borderBottom: 1,
                borderColor: 'divider',
                bgcolor: selected ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              {columns.map((column) => (
                <Box
                  key={column.id}
                  role="gridcell"
                  sx={{
                    px: 1,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                    textAlign: column.numeric ? 'right' : 'left',
                    fontVariantNumeric: 'tabular-nums',
                  }}
                >
                  <EventCell column={column} event={event} zone={zone} onAddConstraint={onAddConstraint} />
                </Box>
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
