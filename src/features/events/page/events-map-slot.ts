import type { ReactNode } from 'react';
import type { EventStore, Rows } from '../data/event-store';
import type { EventKey } from '../filters/url-layout';
import type { ReplayTarget } from '../filters/url-replay';
import type { ReplaySlot } from '../replay/replay-slot';
import type { NameOf } from '../table/label-of';

/** What the page needs of a map; the route module passes the map feature in, so features stay apart. */
export interface EventsMapSlotProps {
  /** Shown while the map's code loads. */
  fallback: ReactNode;
  store: EventStore;
  rows: Rows;
  zone: string;
  fitKey: string;
  /** The selected event and its place among `rows` (-1: not among them). */
  selected: EventKey | null;
  selectedIndex: number;
  /** Selects the event at `rowIndex` among `rows`. */
  onSelectRow: (rowIndex: number) => void;
  /** The one way to link to an event's detail (region and zone choice included). */
  hrefOfEvent: (event: { type: string; id: string; timeAt: number }) => string;
  /** The vehicle or trip being replayed, if any; the map draws its path and moving marker. */
  replay: ReplaySlot | null;
  /** Start replaying a vehicle (or trip): a point's popup offers it. */
  onReplay: (target: ReplayTarget) => void;
  /** The name of a vehicle, device, company or trip of the rows, once known (a new function when names arrive). */
  nameOf?: NameOf;
}
