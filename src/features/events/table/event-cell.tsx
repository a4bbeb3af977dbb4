import { formatInZone } from '../../../lib/format-time';
import type { FleetEvent } from '../api/event-schema';
import type { ConstraintKey } from '../filters/event-filters';
import type { EventColumn } from './columns';

const constraintOf: Record<string, ConstraintKey> = {
  vehicle: 'vehicleIds',
  device: 'deviceIds',
  trip: 'tripIds',
};

/**
 * One cell's text. Data is only ever text here: React escapes it, nothing renders as HTML. Plain elements
 * styled by the table (see table-styles): a sort or keystroke re-renders every visible cell.
 */
export function EventCell({
  column,
  event,
  zone,
  onAddConstraint,
}: {
  column: EventColumn;
  event: FleetEvent;
  zone: string;
  onAddConstraint: (key: ConstraintKey, id: number) => void;
}) {
  const value = column.value(event);
  if (value === undefined) return null;
  if (column.id === 'time' && typeof value === 'number') return <>{formatInZone(value, zone)}</>;
  if (column.id === 'gpsValid') return <>{value ? 'yes' : 'no'}</>;
  const constraint = constraintOf[column.id];
  if (constraint && typeof value === 'number') {
    return (
      <button
        type="button"
        className="events-id-link"
        tabIndex={-1}
        title={`Only ${column.label.toLowerCase()} ${value}`}
        onClick={(click) => {
          click.stopPropagation();
          onAddConstraint(constraint, value);
        }}
      >
        {value}
      </button>
    );
  }
  return <>{String(value)}</>;
}
