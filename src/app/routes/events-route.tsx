import { EventsPage } from '../../features/events';
import { EventsMap } from '../../features/map';

export function EventsRoute() {
  return <EventsPage renderMap={(props) => <EventsMap {...props} />} />;
}
