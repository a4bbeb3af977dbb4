import { memo } from 'react';
import type { EventStore } from '../data/event-store';
import type { ConstraintKey } from '../filters/event-filters';
import type { EventColumn } from './columns';
import { EventCell } from './event-cell';

/** One table row: re-rendered only when its event, place, selection or the columns change. */
export const EventRow = memo(function EventRow({
  store,
  g,
  index,
  start,
  selected,
  columns,
  template,
  width,
  zone,
  onClick,
  onAddConstraint,
}: {
  store: EventStore;
  /** The event's global index in the store. */
  g: number;
  index: number;
  start: number;
  selected: boolean;
  columns: readonly EventColumn[];
  template: string;
  width: number;
  zone: string;
  onClick: (index: number, g: number) => void;
  onAddConstraint: (key: ConstraintKey, id: number) => void;
}) {
  return (
    <div
      id={`event-row-${index}`}
      className="events-row"
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      onClick={() => onClick(index, g)}
      style={{ gridTemplateColumns: template, width, transform: `translateY(${start}px)` }}
    >
      {columns.map((column) => (
        <div
          key={column.id}
          role="gridcell"
          className={column.numeric ? 'events-cell numeric' : 'events-cell'}
        >
          <EventCell column={column} store={store} g={g} zone={zone} onAddConstraint={onAddConstraint} />
        </div>
      ))}
    </div>
  );
});
