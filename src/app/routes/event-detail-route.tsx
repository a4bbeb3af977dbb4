import { EventDetailPage } from '../../features/event-detail';

export function EventDetailRoute() {
  return <EventDetailPage />;
}
