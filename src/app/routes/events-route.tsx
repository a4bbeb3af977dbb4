import { EventsPage } from '../../features/events-page';

export function EventsRoute() {
  return <EventsPage />;
}
