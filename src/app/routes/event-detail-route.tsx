import { EventDetailPage } from '../../features/event-detail';
import { partLoadFailed } from '../../components/part-load-failed';
import { FixMap } from '../../features/map';

export function EventDetailRoute() {
  return <EventDetailPage renderFixMap={(props) => <FixMap {...props} failed={partLoadFailed} />} />;
}
