import { Box } from '@mui/material';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventStore, Rows } from '../event-data';
import type { ConstraintKey, EventKey, SortChoice } from '../event-url';
import { cellTexts, columnName, type EventColumn } from '../event-rows';
import { EventRow } from './event-row';
import { useRowSlots } from './row-slots';
import type { RowNames } from '../event-rows';
import { TableHeader } from './table-header';
import { rowHeights, tableStyles, type Density } from './table-styles';
import { useFixedRows } from './use-fixed-rows';
import { useShownColumns } from './use-shown-columns';
import { useSelectionInView } from './use-selection-in-view';
import { useGridKeys } from './use-grid-keys';

/** The events shown: the store, the rows in order (global store indices), their names, in a zone. */
export interface TableData {
  store: EventStore;
  rows: Rows;
  /** Names for the entity columns, as far as they are known. */
  names: RowNames;
  zone: string;
  /** What the user last chose to see (sort, search, facets): when it changes, the selection is brought into view. */
  viewKey: string;
}

/** The columns, their widths (in the order of `columns`) and what a header does. */
export interface TableColumns {
  columns: readonly EventColumn[];
  widths: readonly number[];
  onResize: (id: string, width: number) => void;
  onMove: (id: string, index: number) => void;
  /** A column header's values menu was asked for. */
  onValuesMenu?: (column: string, anchor: HTMLElement) => void;
  /** A header's values menu may soon be asked for: its code can load ahead. */
  onValuesWanted?: () => void;
}

/** The selected event (shared with the map) and what a row does; the callbacks take a global store index. */
export interface TableSelection {
  selected: EventKey | null;
  /** Where the selected event is among the rows (-1: not among them). */
  selectedIndex: number;
  onSelectGlobal: (g: number) => void;
  hrefOfGlobal: (g: number) => string;
  onOpenGlobal: (g: number) => void;
}

/** What Live follow shows in the table and learns from it. */
export interface TableLive {
  /** Events the latest live poll brought (global indices): their rows light up briefly. */
  fresh?: ReadonlySet<number>;
  /** Told when the user scrolls the rows away from the top and back (Live follow pauses meanwhile). */
  onScrolledDown?: (down: boolean) => void;
}

export interface EventsTableProps {
  data: TableData;
  columns: TableColumns;
  sort: SortChoice;
  onSort: (sort: SortChoice) => void;
  selection: TableSelection;
  onAddConstraint: (key: ConstraintKey, id: number) => void;
  live?: TableLive;
  /** Row height: standard (the default) or compact. */
  density?: Density;
}

const sortText = (t: TFunction<'explore'>, columns: readonly EventColumn[], sort: SortChoice) => {
  const column = columns.find((c) => c.id === sort.column);
  if (!column) return '';
  return t(sort.desc ? 'table.sortedDescending' : 'table.sortedAscending', { column: columnName(column) });
};

export function EventsTable({
  data,
  columns: shownColumns,
  sort,
  onSort,
  selection,
  onAddConstraint,
  live = {},
  density = 'standard',
}: EventsTableProps) {
  const { store, rows, names, zone, viewKey } = data;
  const { columns, widths, onResize, onMove, onValuesMenu, onValuesWanted } = shownColumns;
  const { selectedIndex, onSelectGlobal, hrefOfGlobal, onOpenGlobal } = selection;
  const { fresh, onScrolledDown } = live;
  const { t } = useTranslation('explore');
  const rowHeight = rowHeights[density];
  const texts = useMemo(() => cellTexts(t), [t]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrolledDown = useRef(false);
  const onScroll = () => {
    const down = (scrollRef.current?.scrollTop ?? 0) > rowHeight / 2;
    if (down === scrolledDown.current) return;
    scrolledDown.current = down;
    onScrolledDown?.(down);
  };
  // Gone (the map alone is shown), the table is scrolled nowhere.
  useEffect(() => () => onScrolledDown?.(false), [onScrolledDown]);
  // Columns beyond a view's width each side: a wheel or key step sideways. Before the rows' hook, so its
  // scroll listener comes first: the rows' renders the rows at once, after which reading the scroll's left
  // would make the browser lay the page out there and then (a replay moving the selection spent 110 ms so).
  const drawnColumns = useShownColumns(scrollRef, widths, 240);
  const { first, end, totalHeight, scrollToIndex } = useFixedRows({
    count: rows.length,
    scrollRef,
    rowHeight,
    // The rows start below the header (one row high), which then sticks over the top of the scroll area:
    // scrolling to a row keeps it clear of both.
    offset: rowHeight,
    coveredTop: rowHeight,
    // Rows drawn beyond each edge: enough for a wheel or key step; a fast scroll outruns any overscan, and
    // each extra row is work in every frame of it.
    overscan: 6,
    // Before the first measurement (and in jsdom, which has no layout) assume a typical viewport.
    fallbackHeight: 720,
  });
  const indices = useMemo(() => Array.from({ length: end - first }, (_, i) => first + i), [first, end]);
  // Rows are keyed by a slot (row-slots.ts), not by their index: a scroll rewrites the texts of the rows
  // it hands on instead of removing and building rows.
  const slots = useRowSlots(indices);
  const width = widths.reduce((sum, w) => sum + w, 0);
  const template = useMemo(() => widths.map((w) => `${w}px`).join(' '), [widths]);

  useSelectionInView(selection, viewKey, scrollToIndex);

  const openRow = useCallback(
    (index: number, g: number) => {
      onSelectGlobal(g);
      onOpenGlobal(g);
    },
    [onSelectGlobal, onOpenGlobal],
  );
  const onKeyDown = useGridKeys({
    rows,
    selectedIndex,
    rowHeight,
    scrollRef,
    onSelectGlobal,
    scrollToIndex,
    openRow,
  });
  const active = selectedIndex >= 0 ? selectedIndex : 0;

  return (
    <Box
      ref={scrollRef}
      role="grid"
      aria-label={t('table.label')}
      aria-describedby="events-sort-status"
      aria-rowcount={rows.length + 1}
      aria-colcount={columns.length}
      aria-activedescendant={rows.length > 0 ? `event-row-${active}` : undefined}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onScroll={onScroll}
      sx={tableStyles}
      style={{ '--events-row-height': `${rowHeight}px` } as CSSProperties}
    >
      <span id="events-sort-status" className="events-visually-hidden">
        {sortText(t, columns, sort)}
      </span>
      <TableHeader
        columns={columns}
        widths={widths}
        template={template}
        width={width}
        sort={sort}
        onSort={onSort}
        onResize={onResize}
        onMove={onMove}
        onValuesMenu={onValuesMenu}
        onValuesWanted={onValuesWanted}
      />
      <div style={{ height: totalHeight, width, position: 'relative' }}>
        {indices.map((index) => {
          const g = rows[index];
          if (g === undefined) return null;
          return (
            <EventRow
              key={slots.get(index)}
              store={store}
              g={g}
              index={index}
              start={index * rowHeight}
              selected={index === selectedIndex}
              columns={columns}
              widths={widths}
              width={width}
              shown={drawnColumns}
              zone={zone}
              names={names}
              href={hrefOfGlobal(g)}
              onOpen={openRow}
              onAddConstraint={onAddConstraint}
              fresh={fresh?.has(g) ? `${store.at('type', g)}/${store.idText(g)}` : null}
              texts={texts}
            />
          );
        })}
      </div>
    </Box>
  );
}
