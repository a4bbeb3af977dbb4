import { EventsPage } from '../../features/events';

export function EventsRoute() {
  return <EventsPage />;
}
