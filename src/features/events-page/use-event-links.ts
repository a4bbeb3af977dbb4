import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { eventDetailHref } from '../../config/paths';
import type { EventStore } from '../event-data';
import type { ZoneChoice } from '../event-url';

/** The page's links to an event's detail: the page's region and zone choice travel with each. */
export function useEventLinks(store: EventStore, regionId: string, tz: ZoneChoice) {
  const navigate = useNavigate();
  /** An event by its type, id and time (the map's points). */
  const hrefOfEvent = useCallback(
    (event: { type: string; id: string; timeAt: number }) => eventDetailHref({ regionId, ...event, tz }),
    [regionId, tz],
  );
  /** The event at global store index `g` (the table's rows). */
  const hrefOfGlobal = useCallback(
    (g: number) => hrefOfEvent({ ...store.keyOf(g), timeAt: store.at('timeAt', g) }),
    [hrefOfEvent, store],
  );
  const openGlobal = useCallback((g: number) => void navigate(hrefOfGlobal(g)), [navigate, hrefOfGlobal]);
  return { hrefOfEvent, hrefOfGlobal, openGlobal };
}
