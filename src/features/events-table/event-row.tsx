import { memo, type MouseEvent } from 'react';
import type { EventStore } from '../event-data';
import type { ConstraintKey } from '../event-url';
import type { CellTexts, EventColumn, RowNames } from '../event-rows';
import { EventCell } from './event-cell';
import { allColumns, type ShownColumns } from './shown-columns';

/** A plain left click opens in place; with a modifier or another button the browser does what links do. */
const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * One table row: re-rendered only when its event, place, selection or the columns change. A click anywhere
 * on it opens the event, names included; only a cell's filter button filters. A link to the event's detail
 * lies under the cells, so a middle click, a ctrl-click and "copy link address" work as on any link; the
 * keyboard reaches the event through the grid (Enter), so the link is not a tab stop.
 */
export const EventRow = memo(function EventRow({
  store,
  g,
  index,
  start,
  selected,
  columns,
  widths,
  width,
  shown,
  zone,
  names,
  href,
  onOpen,
  onAddConstraint,
  fresh = null,
  texts,
}: {
  store: EventStore;
  /** The event's global index in the store. */
  g: number;
  index: number;
  start: number;
  selected: boolean;
  columns: readonly EventColumn[];
  /** Each column's width, in the order of `columns`. */
  widths: readonly number[];
  width: number;
  /** The columns in view; the selected row draws them all, so Tab reaches each of its filter buttons. */
  shown: ShownColumns;
  zone: string;
  /** Names for the entity columns: a new object when names arrive, so the rows shown re-render. */
  names: RowNames;
  href: string;
  onOpen: (index: number, g: number) => void;
  onAddConstraint: (key: ConstraintKey, id: number) => void;
  /** The event's identity when the latest live poll brought it: its highlight is keyed by it, so it plays once per event. */
  fresh?: string | null;
  /** The cells' texts: new ones when the language changes, so the row renders again. */
  texts: CellTexts;
}) {
  const { first, end, before } = selected ? allColumns(columns.length) : shown;
  return (
    <div
      id={`event-row-${index}`}
      className="events-row"
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      style={{ width, transform: `translateY(${start}px)` }}
      // On the row, not the link: a click on a name (over the link, for its hover text) opens the event too.
      onClick={(event) => {
        if (!opensHere(event)) return;
        event.preventDefault();
        onOpen(index, g);
      }}
    >
      <a className="events-row-link" href={href} tabIndex={-1} aria-hidden="true" />
      {fresh !== null && <span key={fresh} className="events-row-fresh" aria-hidden="true" />}
      {columns.slice(first, end).map((column, i) => (
        <div
          key={column.id}
          role="gridcell"
          aria-colindex={first + i + 1}
          className={column.numeric ? 'events-cell numeric' : 'events-cell'}
          style={{ width: widths[first + i] ?? column.width, marginLeft: i === 0 ? before : undefined }}
        >
          <EventCell
            column={column}
            store={store}
            g={g}
            zone={zone}
            names={names}
            onAddConstraint={onAddConstraint}
            texts={texts}
            selected={selected}
          />
        </div>
      ))}
    </div>
  );
});
