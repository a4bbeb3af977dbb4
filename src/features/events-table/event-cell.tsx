import { entityDisplayName, formatEntity } from '../entities';
import { formatInZone } from '../../lib/format-time';
import type { EventStore } from '../event-data';
import type { ConstraintKey } from '../event-url';
import type { CellTexts, EventColumn, RowNames } from '../event-rows';
import { FilterButton } from './filter-button';

/**
 * One cell's text. Data is only ever text here: React escapes it, nothing renders as HTML. Plain elements
 * styled by the table (see table-styles): a sort or keystroke re-renders every visible cell.
 */
export function EventCell({
  column,
  store,
  g,
  zone,
  names,
  onAddConstraint,
  texts,
  selected,
}: {
  column: EventColumn;
  store: EventStore;
  g: number;
  zone: string;
  names: RowNames;
  onAddConstraint: (key: ConstraintKey, id: number) => void;
  /** The row's texts: new ones when the language changes, so the memoised rows render again. */
  texts: CellTexts;
  /** The row is the selected one: its filter buttons are tab stops. */
  selected: boolean;
}) {
  const value = column.value(store, g);
  if (value === undefined) return null;
  if (typeof value === 'object')
    return (
      <span className="events-unreadable" title={texts.unreadableTitle(value.unreadable)}>
        {texts.unreadable(value.unreadable)}
      </span>
    );
  if (column.id === 'time' && typeof value === 'number') return <>{formatInZone(value, zone)}</>;
  if (column.id === 'gpsValid') return <>{value ? texts.yes : texts.no}</>;
  const constraint = column.constraint;
  if (column.entity && typeof value === 'number') {
    // The name where the column shows names and one is known, else the id; the hover says both.
    const { kind, show } = column.entity;
    const entity = names[kind].get(value);
    const text = show === 'name' || entity?.masked ? entityDisplayName(value, entity) : String(value);
    const described = formatEntity(value, entity, { secondary: true });
    if (!constraint) return <span title={described}>{text}</span>;
    return (
      <span className="events-entity">
        <span className="events-entity-name" title={described}>
          {text}
        </span>
        <FilterButton
          label={entity ? texts.filterByName(entity.name) : texts.filterById[kind](String(value))}
          title={texts.only[kind](described)}
          tabbable={selected}
          onFilter={() => onAddConstraint(constraint, value)}
        />
      </span>
    );
  }
  return <>{String(value)}</>;
}
