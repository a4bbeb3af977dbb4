import { formatInZone } from '../../../lib/format-time';
import type { EventStore } from '../data/event-store';
import type { ConstraintKey } from '../filters/event-filters';
import type { EventColumn } from './columns';

/**
 * One cell's text. Data is only ever text here: React escapes it, nothing renders as HTML. Plain elements
 * styled by the table (see table-styles): a sort or keystroke re-renders every visible cell.
 */
export function EventCell({
  column,
  store,
  g,
  zone,
  onAddConstraint,
}: {
  column: EventColumn;
  store: EventStore;
  g: number;
  zone: string;
  onAddConstraint: (key: ConstraintKey, id: number) => void;
}) {
  const value = column.value(store, g);
  if (value === undefined) return null;
  if (typeof value === 'object')
    return (
      <span className="events-unreadable" title={`Could not be read; sent as ${value.unreadable}`}>
        unreadable: {value.unreadable}
      </span>
    );
  if (column.id === 'time' && typeof value === 'number') return <>{formatInZone(value, zone)}</>;
  if (column.id === 'gpsValid') return <>{value ? 'yes' : 'no'}</>;
  const constraint = column.constraint;
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
