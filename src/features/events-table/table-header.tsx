import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import FilterListIcon from '@mui/icons-material/FilterList';
import { memo, useState, type DragEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxColumnWidth, minColumnWidth, isValueColumn } from '../event-url';
import { columnName, type EventColumn } from '../event-rows';
import type { SortChoice } from '../event-url';
import { useOwnState } from '../../lib/use-own-state';

const dragType = 'application/x-fleet-events-column';

/**
 * The edge of a header that resizes its column: by dragging, or with the arrow keys when focused. Memoised:
 * a sort renders the header again, and a handle's column and width stay as they were.
 */
const ResizeHandle = memo(function ResizeHandle({
  column,
  width,
  onResize,
}: {
  column: EventColumn;
  width: number;
  onResize: (id: string, width: number) => void;
}) {
  const { t } = useTranslation('explore');
  const [drag, setDrag] = useState<{ x: number; width: number } | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 50 : 10;
    const delta = event.key === 'ArrowRight' ? step : event.key === 'ArrowLeft' ? -step : 0;
    if (delta === 0) return;
    event.preventDefault();
    event.stopPropagation();
    onResize(column.id, width + delta);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ x: event.clientX, width });
  };
  const onPointerMove = (event: PointerEvent) => {
    if (drag) onResize(column.id, drag.width + event.clientX - drag.x);
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('table.header.resize', { column: columnName(column) })}
      aria-valuenow={width}
      aria-valuemin={minColumnWidth}
      aria-valuemax={maxColumnWidth}
      tabIndex={0}
      className="events-resize"
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => setDrag(null)}
      onPointerCancel={() => setDrag(null)}
      onClick={(event) => event.stopPropagation()}
    />
  );
});

const sameSort = (a: SortChoice, b: SortChoice) => a.column === b.column && a.desc === b.desc;

/** The columns whose values can be counted get a menu; the attributes column opens its keys beside the table. */
const hasValues = (column: EventColumn) => isValueColumn(column.id) || column.id === 'attributes';

/**
 * The sticky header: a sort button per sortable column, then its values menu, in the tab order (the first
 * click on time sorts newest first); columns can be dragged to another place and resized at their right edge.
 */
export const TableHeader = memo(function TableHeader({
  columns,
  widths,
  template,
  width,
  sort: asked,
  onSort,
  onResize,
  onMove,
  onValuesMenu,
  onValuesWanted,
}: {
  columns: readonly EventColumn[];
  widths: readonly number[];
  template: string;
  width: number;
  sort: SortChoice;
  onSort: (sort: SortChoice) => void;
  onResize: (id: string, width: number) => void;
  onMove: (id: string, index: number) => void;
  /** Opens a column's top values next to its menu button. */
  onValuesMenu?: (column: string, anchor: HTMLElement) => void;
  /** A values button is about to be pressed (pointer over it, focus on it): its menu's code can start loading. */
  onValuesWanted?: () => void;
}) {
  const { t } = useTranslation('explore');
  // The arrow moves at once, in the click's own frame; the sort in the URL (and the rows) follow after it
  // paints. A second click before then starts from the arrow shown.
  const [sort, setSort] = useOwnState(asked, sameSort);
  const sortOn = (next: SortChoice) => {
    setSort(next);
    onSort(next);
  };
  const onDrop = (event: DragEvent, index: number) => {
    const id = event.dataTransfer.getData(dragType);
    if (!id) return;
    event.preventDefault();
    onMove(id, index);
  };
  return (
    <div
      role="row"
      aria-rowindex={1}
      className="events-header"
      style={{ gridTemplateColumns: template, width }}
    >
      {columns.map((column, index) => {
        const sorted = sort.column === column.id;
        const name = columnName(column);
        return (
          <div
            key={column.id}
            role="columnheader"
            aria-sort={column.keys ? (sorted ? (sort.desc ? 'descending' : 'ascending') : 'none') : undefined}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.setData(dragType, column.id);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => {
              if (event.dataTransfer.types.includes(dragType)) event.preventDefault();
            }}
            onDrop={(event) => onDrop(event, index)}
          >
            {column.keys ? (
              <button
                type="button"
                className="events-sort"
                onClick={() =>
                  sortOn({ column: column.id, desc: sorted ? !sort.desc : column.id === 'time' })
                }
              >
                {name}
                {sorted &&
                  (sort.desc ? (
                    <ArrowDownwardIcon sx={{ fontSize: 14 }} />
                  ) : (
                    <ArrowUpwardIcon sx={{ fontSize: 14 }} />
                  ))}
              </button>
            ) : (
              <span title={t('table.header.notSortable')}>{name}</span>
            )}
            {onValuesMenu && hasValues(column) && (
              <button
                type="button"
                className="events-values"
                aria-label={
                  column.id === 'attributes'
                    ? t('table.header.topValuesOfAttributes')
                    : t('table.header.topValuesOf', { column: name })
                }
                aria-haspopup={column.id === 'attributes' ? undefined : 'dialog'}
                title={
                  column.id === 'attributes'
                    ? t('table.header.topValuesOfAnAttribute')
                    : t('table.header.topValues')
                }
                onPointerEnter={onValuesWanted}
                onFocus={onValuesWanted}
                onClick={(event) => {
                  event.stopPropagation();
                  onValuesMenu(column.id, event.currentTarget);
                }}
              >
                <FilterListIcon sx={{ fontSize: 16 }} />
              </button>
            )}
            <ResizeHandle column={column} width={widths[index] ?? column.width} onResize={onResize} />
          </div>
        );
      })}
    </div>
  );
});
