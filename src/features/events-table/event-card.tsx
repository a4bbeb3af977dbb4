import { memo, type MouseEvent } from 'react';
import { entityDisplayName } from '../entities';
import { formatInZone } from '../../lib/format-time';
import type { EventStore } from '../event-data';
import { columnById, type CellTexts, type EventColumn, type RowNames } from '../event-rows';

const column = (id: string) => {
  const found = columnById(id);
  if (!found) throw new Error(`no column ${id}`);
  return found;
};
const type = column('type');
const action = column('action');
const location = column('location');
const vehicleColumn = column('vehicle');

/** A value as a card shows it: unreadable ones said so, absent ones left out, a vehicle by its name. */
function text(store: EventStore, g: number, of: EventColumn, texts: CellTexts, names?: RowNames): string {
  const value = of.value(store, g);
  if (value === undefined) return '';
  if (typeof value === 'object') return texts.unreadable(value.unreadable);
  if (names && typeof value === 'number') return entityDisplayName(value, names.vehicle.get(value));
  return String(value);
}

/** A plain tap opens in place; with a modifier or another button the browser does what links do. */
const opensHere = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * One event on a phone: when, what, which vehicle and where, in three lines. The whole card is the link to
 * the event (a tap selects and opens it, as a row's click does), and a big target for a thumb.
 */
export const EventCard = memo(function EventCard({
  store,
  g,
  index,
  count,
  start,
  selected,
  zone,
  names,
  href,
  onOpen,
  texts,
}: {
  store: EventStore;
  g: number;
  index: number;
  /** How many cards there are (each says its place among them: only a few are drawn). */
  count: number;
  start: number;
  selected: boolean;
  zone: string;
  names: RowNames;
  href: string;
  onOpen: (g: number) => void;
  texts: CellTexts;
}) {
  const what = [text(store, g, type, texts), text(store, g, action, texts)].filter(Boolean).join(' · ');
  return (
    <div
      role="listitem"
      aria-setsize={count}
      aria-posinset={index + 1}
      className="event-card"
      style={{ transform: `translateY(${start}px)` }}
    >
      <a
        href={href}
        aria-current={selected ? 'true' : undefined}
        onClick={(event) => {
          if (!opensHere(event)) return;
          event.preventDefault();
          onOpen(g);
        }}
      >
        <span className="event-card-line">
          <strong>{formatInZone(store.at('timeAt', g), zone)}</strong> {what}
        </span>
        <span className="event-card-line">{text(store, g, vehicleColumn, texts, names)}</span>
        <span className="event-card-line secondary">{text(store, g, location, texts)}</span>
      </a>
    </div>
  );
});
