import { memo } from 'react';
import type { FleetEvent } from '../api/event-schema';
import type { ConstraintKey } from '../filters/event-filters';
import type { EventColumn } from './columns';
import { EventCell } from './event-cell';

/** One table row: re-rendered only when its event, place, selection or the columns change. */
export const EventRow = memo(function EventRow({
  event,
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
  event: FleetEvent;
  index: number;
  start: number;
  selected: boolean;
  columns: readonly EventColumn[];
  template: string;
  width: number;
  zone: string;
  onClick: (index: number, event: FleetEvent) => void;
  onAddConstraint: (key: ConstraintKey, id: number) => void;
}) {
  return (
    <div
      id={`event-row-${index}`}
      className="events-row"
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      onClick={() => onClick(index, event)}
      style={{ gridTemplateColumns: template, width, transform: `translateY(${start}px)` }}
    >
      {columns.map((column) => (
        <div
          key={column.id}
          role="gridcell"
          className={column.numeric ? 'events-cell numeric' : 'events-cell'}
        >
          <EventCell column={column} event={event} zone={zone} onAddConstraint={onAddConstraint} />
        </div>
      ))}
    </div>
  );
});
