import { EventDetailPage } from '../../features/event-detail';
import { FixMap } from '../../features/map';

export function EventDetailRoute() {
  return <EventDetailPage renderFixMap={(props) => <FixMap {...props} />} />;
}
